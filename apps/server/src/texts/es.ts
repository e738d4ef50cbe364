import type { ServerTexts } from './types.ts';

const SITE = 'Heroes Haven';

export const es: ServerTexts = {
  mail: {
    resetPassword: {
      subject: `Restablece tu contraseña de ${SITE}`,
      title: 'Restablece tu contraseña',
      intro:
        'Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta. El enlace funciona durante una hora.',
      action: 'Elegir una contraseña nueva',
      outro: 'Si no lo has pedido tú, ignora este mensaje: tu contraseña seguirá siendo la misma.',
    },
    verifyEmail: {
      subject: `Confirma tu correo electrónico en ${SITE}`,
      title: 'Confirma tu correo electrónico',
      intro: `¡Te damos la bienvenida a ${SITE}! Confirma tu dirección para terminar de crear tu cuenta.`,
      action: 'Confirmar mi dirección',
      outro: 'Si no has creado ninguna cuenta, ignora este mensaje.',
    },
    changeEmail: {
      subject: `Confirma tu nuevo correo electrónico en ${SITE}`,
      title: 'Confirma tu nuevo correo electrónico',
      intro: `Alguien (esperamos que tú) ha pedido usar esta dirección para su cuenta de ${SITE}. Tu cuenta mantiene la dirección anterior hasta que confirmes.`,
      action: 'Confirmar mi nueva dirección',
      outro: 'Si no lo has pedido tú, ignora este mensaje: no cambiará nada.',
    },
    accountDeleted: {
      subject: `Tu cuenta de ${SITE} se ha eliminado`,
      title: 'Tu cuenta se ha eliminado',
      intro:
        'Tal como pediste desde la página Cuenta, hemos eliminado tu cuenta y todo lo que contenía (perfil, comentarios, valoraciones, votos, equipos, guías, amigos y mensajes).',
      action: `Visitar ${SITE}`,
      outro: 'Si no has sido tú, responde a este mensaje o escríbenos desde la página de contacto.',
    },
  },
  feeds: {
    titles: {
      banners: 'Banners',
      news: 'Noticias oficiales, actualizaciones y eventos',
      codes: 'Códigos de canje',
    },
    copyright: `${SITE}, un sitio comunitario hecho por fans`,
    bannerTypes: {
      limited: 'Limitado',
      rerun: 'Reedición',
      standard: 'Estándar',
      collaboration: 'Colaboración',
    },
    bannerAdvice: { pull: 'Invocar', consider: 'Pensarlo', skip: 'Saltar' },
    bannerSummary: ({ type, heroes, advice, span }) =>
      span
        ? `Banner ${type.toLowerCase()} con ${heroes}, del ${span.from} al ${span.to}. Consejo: ${advice}.`
        : `Banner ${type.toLowerCase()} con ${heroes}. Consejo: ${advice}.`,
    codeTitle: (code) => `Código nuevo: ${code}`,
    codeSummary: (rewards, expiresOn) => (expiresOn ? `${rewards} (válido hasta el ${expiresOn})` : rewards),
  },
  calendar: {
    name: 'Eventos relámpago de Heroes Haven',
    flashEventDescriptions: {
      'Trivia Quiz':
        'Responde preguntas sobre el reino a contrarreloj; cada respuesta correcta te da monedas.',
      'Guild Bonfire':
        'Reúnete con tu gremio junto al fuego para brindar y conseguir bonificaciones de calidez.',
      'Guild Trial': 'Tu gremio se enfrenta unido a un jefe; el daño se suma para recompensas compartidas.',
      'Guild Coliseum':
        'Los gremios se miden en la arena en rondas de combates por equipos por la corona semanal.',
      Banquet: 'Un festín en el gran salón: siéntate a una mesa, lleva un plato y llévate energía.',
      'Fond Dream':
        'Un paisaje onírico de medianoche donde tus héroes reviven viejas memorias para conseguir recuerdos.',
      'Pageant Preliminary': 'Viste a tu personaje para la primera ronda; los votos eligen a los finalistas.',
      'Pageant Final': 'Los finalistas suben al escenario y todo el servidor vota al ganador.',
      'Cascade Manor':
        'Explora las estancias de la mansión piso a piso antes de que la cascada las reinicie.',
      'Aura Realm': 'Una incursión breve en la que las auras de tu equipo se fortalecen con cada oleada.',
      'Silk Road': 'Escolta una caravana entre mercados y comercia por el camino para conseguir telas raras.',
      'Wondrous Talents': 'Luce un talento en un minijuego rápido; las mejores puntuaciones ganan fichas.',
      'Flower Fete':
        'Planta e intercambia flores en la plaza del jardín para conseguir favores del festival.',
      'Ride Along': 'Únete a un desfile a caballo por la capital y recoge regalos por el camino.',
      'Nightmare Trace': 'Sigue un rastro de pesadillas en la oscuridad y disípalas para obtener reliquias.',
      'Atlas Tower': 'Sube todos los pisos de la torre que puedas antes de que se cierre la puerta.',
      'Team Competition':
        'Equipos de cinco se enfrentan en un cuadro eliminatorio; cada victoria te hace subir en la tabla.',
    },
  },
};
