import type { HeroRole } from '@haven/shared/heroes/constants';
import type { TranslationLanguage } from '@haven/shared/i18n/translations';

type Skill = { name: string; cooldown: number } | undefined;
type SkillType = 'Active' | 'Ultimate' | 'Passive';

/** What a translated review point may name: the hero's first name and its skills in the language. */
export type ReviewWords = { name: string; skill: (...types: SkillType[]) => Skill };

type Say = (w: ReviewWords) => string;
type Verdict = (name: string, skill: string) => string;

/**
 * The demo review's wording in every other language, entry for entry in the order of the English
 * tables (verdicts per role, strengths, weaknesses, class points): written for Heroes Haven.
 */
export type ReviewWording = {
  verdicts: Record<HeroRole, readonly Verdict[]>;
  strengths: readonly Say[];
  weaknesses: readonly Say[];
  classPoints: Record<HeroClass, { strength: string; weakness: string }>;
  /** The overview's paragraphs, from the same parts as the English. */
  overview: {
    lead: (o: {
      story: string;
      name: string;
      rarity: string;
      heroClass: HeroClass;
      roles: HeroRole[];
      signature: string;
      active?: string;
    }) => string;
    classLines: Record<HeroClass, readonly string[]>;
    waitWithActive: (signature: string, cooldown: number, active: string) => string;
    waitAlone: (signature: string, cooldown: number) => string;
    alwaysReady: (signature: string, name: string) => string;
    passive: (passive: string, name: string) => string;
    noPassive: (name: string) => string;
  };
};

type HeroClass = 'Guard' | 'Scholar' | 'Doctor' | 'Gourmet';

const ES_CLASS: Record<HeroClass, string> = {
  Guard: 'Guardián',
  Scholar: 'Erudito',
  Doctor: 'Médico',
  Gourmet: 'Gourmet',
};
const ES_ROLE: Record<HeroRole, string> = {
  Tank: 'de tanque',
  'Single Attack': 'de ataque único',
  AOE: 'de área',
  Control: 'de control',
  Support: 'de apoyo',
};
const PT_CLASS: Record<HeroClass, string> = {
  Guard: 'Guardião',
  Scholar: 'Erudito',
  Doctor: 'Médico',
  Gourmet: 'Gourmet',
};
const PT_ROLE: Record<HeroRole, string> = {
  Tank: 'de tanque',
  'Single Attack': 'de ataque único',
  AOE: 'de área',
  Control: 'de controle',
  Support: 'de suporte',
};
const strong = (name: string) => `<strong>${name}</strong>`;

export const REVIEW_WORDING: Record<TranslationLanguage, ReviewWording> = {
  es: {
    verdicts: {
      Tank: [
        (n, s) =>
          `${n} es el muro tras el que se construye un equipo: ${s} gana los turnos que todos necesitan.`,
        (n, s) => `Pocos aguantan en primera fila como ${n}, y ${s} hace pagar al enemigo por intentarlo.`,
        (n, s) => `Pon a ${n} delante y olvídate de los tres primeros turnos; ${s} se encarga de ellos.`,
      ],
      'Single Attack': [
        (n, s) =>
          `${n} borra al enemigo que importa, y ${s} es la razón por la que los jefes temen su nombre.`,
        (n, s) => `Duelista ante todo: ${n} elige un objetivo y ${s} lo remata antes de que actúe dos veces.`,
        (n, s) => `Cuando un combate depende de una sola baja, ${n} con ${s} es la respuesta.`,
      ],
      AOE: [
        (n, s) =>
          `${n} barre el tablero: ${s} golpea a todos los enemigos a la vez y rara vez hace falta repetir.`,
        (n, s) => `Los combates abarrotados son de ${n}: ${s} convierte cinco enemigos en ninguno.`,
        (n, s) => `Llévate a ${n} para oleadas y enjambres; ${s} hace el trabajo de tres ataques normales.`,
      ],
      Control: [
        (n, s) => `${n} decide quién actúa: ${s} deja fuera del combate a los enemigos peligrosos.`,
        (n, s) => `El mejor turno del enemigo nunca llega mientras ${n} pueda lanzar ${s}.`,
        (n, s) => `${n} gana negando, no golpeando, y ${s} es su herramienta.`,
      ],
      Support: [
        (n, s) => `${n} mejora a todo el equipo, y ${s} es la clase de ayuda que gana los combates largos.`,
        (n, s) =>
          `Imprescindible sin hacer ruido: ${n} mantiene al equipo en pie con ${s} mientras otros se llevan la fama.`,
        (n, s) => `Un equipo con ${n} dura más y pega más fuerte; ${s} hace las dos cosas a la vez.`,
      ],
    },
    strengths: [
      (w) => `${w.skill('Active', 'Ultimate')?.name} mantiene al equipo con la vida llena`,
      () => 'Los escudos absorben la ráfaga inicial',
      (w) => `${w.name} atrae todos los golpes lejos de la retaguardia`,
      (w) => `${w.skill('Ultimate', 'Active')?.name} deja al enemigo más fuerte sin turno`,
      () => 'Golpea a todo el equipo enemigo a la vez',
      () => 'Elimina primero al objetivo más peligroso',
      () => 'Inclina el orden de turnos a favor del equipo',
      () => 'Castiga a los enemigos por atacar',
      () => 'Devuelve al combate a un aliado caído',
      () => 'El daño sigue corriendo cuando acaba el turno',
      (w) => `${w.skill('Passive')?.name} funciona sin que tengas que hacer nada`,
      (w) => `${w.skill('Active')?.name} está listo casi un turno sí y otro no`,
      () => 'Sus estadísticas base sostienen el kit incluso sin mejoras',
      () => 'Barato de subir, así que rinde pronto',
    ],
    weaknesses: [
      () => 'No aporta curación ni escudos propios',
      (w) => `${w.skill('Ultimate')?.name} tarda ${w.skill('Ultimate')?.cooldown} turnos entre usos`,
      () => 'Poco daño una vez cae la primera fila enemiga',
      () => 'El daño repartido se queda corto contra un solo jefe',
      () => 'Sufre contra grupos grandes de enemigos débiles',
      () => 'El control se desperdicia contra enemigos que lo resisten',
      () => 'Subirlo al máximo sale caro',
      () => 'Sus estadísticas base bajas se notan al final de la partida',
      () => 'Frágil si cae la primera fila',
      () => 'Necesita a los compañeros adecuados para brillar',
    ],
    classPoints: {
      Guard: {
        strength: 'Lo bastante duro para sostener solo la primera fila',
        weakness: 'Le cuesta cerrar los combates por su cuenta',
      },
      Scholar: { strength: 'Mucho daño desde la retaguardia', weakness: 'Se rompe rápido si lo enfocan' },
      Doctor: { strength: 'Valor constante en combates largos', weakness: 'Luce poco en combates cortos' },
      Gourmet: {
        strength: 'Encaja en muchos equipos distintos',
        weakness: 'Necesita a los compañeros adecuados para brillar',
      },
    },
    overview: {
      lead: (o) =>
        `${o.story}. En combate, ${o.name} juega como ${ES_CLASS[o.heroClass]} ${o.rarity}, con un kit ${o.roles.map((role) => ES_ROLE[role]).join(' y ')} que gira en torno a ${strong(o.signature)}${o.active ? ` y ${strong(o.active)}` : ''}.`,
      classLines: {
        Guard: [
          'Como Guardián, su sitio natural es la primera fila.',
          'A los Guardianes se les juzga por lo que aguantan, y este aguanta mucho.',
        ],
        Scholar: [
          'Los Eruditos pegan fuerte y se rompen con facilidad; este no es una excepción.',
          'Mantén a este Erudito detrás de un Guardián resistente y el daño llegará solo.',
        ],
        Doctor: [
          'Los Médicos ganan la partida larga, y este la gana más a menudo que la mayoría.',
          'Como todo Médico, su valor se nota en el cuarto turno, no en el primero.',
        ],
        Gourmet: [
          'Los Gourmets hacen equipos, no jugadas de vídeo.',
          'Este Gourmet va del banquete entero, no de un solo bocado: su valor sale de todo el equipo.',
        ],
      },
      waitWithActive: (s, c, a) =>
        ` Planea el combate en torno a los ${c} turnos de espera de ${s}: abre con ${a} y guarda el gran turno para cuando cuente.`,
      waitAlone: (s, c) =>
        ` ${s} vuelve cada ${c} turnos, así que los turnos intermedios son para seguir con vida.`,
      alwaysReady: (s, n) =>
        ` ${s} siempre está listo, así que el plan es simplemente mantener a ${n} con vida.`,
      passive: (p, n) =>
        `${p} es fácil de pasar por alto, pero es la razón por la que ${n} sigue el ritmo de los héroes nuevos.`,
      noPassive: (n) =>
        `No tiene pasiva en la que apoyarse, así que ${n} premia el buen momento más que la inversión.`,
    },
  },
  'pt-BR': {
    verdicts: {
      Tank: [
        (n, s) =>
          `${n} é a muralha atrás da qual se monta uma equipe: ${s} garante os turnos de que todos precisam.`,
        (n, s) =>
          `Poucos aguentam pancada na linha de frente como ${n}, e ${s} faz o inimigo pagar por tentar.`,
        (n, s) => `Coloque ${n} na frente e esqueça os três primeiros turnos; ${s} cuida deles.`,
      ],
      'Single Attack': [
        (n, s) => `${n} apaga o inimigo que importa, e ${s} é o motivo de os chefes temerem esse nome.`,
        (n, s) =>
          `Duelista acima de tudo: ${n} escolhe um alvo e ${s} acaba com ele antes que aja duas vezes.`,
        (n, s) => `Quando a luta depende de um único abate, ${n} com ${s} é a resposta.`,
      ],
      AOE: [
        (n, s) =>
          `${n} limpa o campo: ${s} acerta todos os inimigos de uma vez e raramente precisa de repeteco.`,
        (n, s) => `Lutas lotadas são de ${n}: ${s} transforma cinco inimigos em nenhum.`,
        (n, s) => `Leve ${n} para ondas e enxames; ${s} faz o trabalho de três ataques comuns.`,
      ],
      Control: [
        (n, s) => `${n} decide quem age: ${s} tira os inimigos perigosos da luta.`,
        (n, s) => `O melhor turno do inimigo nunca chega enquanto ${n} puder usar ${s}.`,
        (n, s) => `${n} vence negando, não batendo, e ${s} é a ferramenta para isso.`,
      ],
      Support: [
        (n, s) => `${n} deixa todo mundo melhor, e ${s} é o tipo de ajuda que vence lutas longas.`,
        (n, s) =>
          `Essencial sem alarde: ${n} mantém a equipe de pé com ${s} enquanto os outros levam a fama.`,
        (n, s) => `Uma equipe com ${n} dura mais e bate mais forte; ${s} faz as duas coisas ao mesmo tempo.`,
      ],
    },
    strengths: [
      (w) => `${w.skill('Active', 'Ultimate')?.name} mantém a vida da equipe lá em cima`,
      () => 'Os escudos seguram a explosão inicial',
      (w) => `${w.name} puxa todos os golpes para longe da retaguarda`,
      (w) => `${w.skill('Ultimate', 'Active')?.name} tira o turno do inimigo mais forte`,
      () => 'Acerta a equipe inimiga inteira de uma vez',
      () => 'Derruba primeiro o alvo mais perigoso',
      () => 'Puxa a ordem dos turnos a favor da equipe',
      () => 'Pune os inimigos por atacar',
      () => 'Traz um aliado caído de volta à luta',
      () => 'O dano continua correndo depois do turno',
      (w) => `${w.skill('Passive')?.name} funciona sem você fazer nada`,
      (w) => `${w.skill('Active')?.name} fica pronto quase um turno sim, outro não`,
      () => 'Os atributos base seguram o kit mesmo antes das melhorias',
      () => 'Barato de evoluir, então rende cedo',
    ],
    weaknesses: [
      () => 'Não traz cura nem escudos próprios',
      (w) => `${w.skill('Ultimate')?.name} leva ${w.skill('Ultimate')?.cooldown} turnos entre usos`,
      () => 'Pouco dano depois que a linha de frente inimiga cai',
      () => 'O dano espalhado fica devendo contra um chefe sozinho',
      () => 'Sofre contra grupos grandes de inimigos fracos',
      () => 'O controle é desperdiçado em inimigos que resistem a ele',
      () => 'Sai caro evoluir ao máximo',
      () => 'Os atributos base baixos pesam no fim do jogo',
      () => 'Frágil se a linha de frente cair',
      () => 'Precisa dos parceiros certos para brilhar',
    ],
    classPoints: {
      Guard: {
        strength: 'Resistente o bastante para segurar a linha de frente sozinho',
        weakness: 'Demora para fechar as lutas por conta própria',
      },
      Scholar: { strength: 'Dano alto vindo da retaguarda', weakness: 'Quebra rápido quando vira alvo' },
      Doctor: { strength: 'Valor constante em lutas longas', weakness: 'Aparece pouco em lutas curtas' },
      Gourmet: {
        strength: 'Encaixa em muitas equipes diferentes',
        weakness: 'Precisa dos parceiros certos para brilhar',
      },
    },
    overview: {
      lead: (o) =>
        `${o.story}. Na batalha, ${o.name} joga como ${PT_CLASS[o.heroClass]} ${o.rarity}, com um kit ${o.roles.map((role) => PT_ROLE[role]).join(' e ')} que gira em torno de ${strong(o.signature)}${o.active ? ` e ${strong(o.active)}` : ''}.`,
      classLines: {
        Guard: [
          'Como Guardião, o lugar natural é a linha de frente.',
          'Guardiões são julgados pelo que aguentam, e este aguenta muito.',
        ],
        Scholar: [
          'Eruditos batem forte e quebram fácil; este não é exceção.',
          'Deixe este Erudito atrás de um Guardião resistente e o dano vem naturalmente.',
        ],
        Doctor: [
          'Médicos vencem o jogo longo, e este vence mais vezes que a maioria.',
          'Como todo Médico, o valor aparece no quarto turno, não no primeiro.',
        ],
        Gourmet: [
          'Gourmets montam equipes, não lances de destaque.',
          'Este Gourmet é sobre o banquete inteiro, não uma mordida: o valor vem da equipe toda.',
        ],
      },
      waitWithActive: (s, c, a) =>
        ` Planeje a luta em torno da espera de ${c} turnos de ${s}: abra com ${a} e guarde o grande turno para quando fizer diferença.`,
      waitAlone: (s, c) =>
        ` ${s} volta a cada ${c} turnos, então os turnos entre um uso e outro são para continuar vivo.`,
      alwaysReady: (s, n) => ` ${s} está sempre pronto, então o plano é só manter ${n} vivo.`,
      passive: (p, n) =>
        `${p} passa fácil despercebido, mas é o motivo de ${n} acompanhar os heróis mais novos.`,
      noPassive: (n) =>
        `Não há passiva em que se apoiar, então ${n} recompensa o bom tempo mais que o investimento.`,
    },
  },
};
