import type { ServerTexts } from './types.ts';

const SITE = 'Heroes Haven';

export const ptBR: ServerTexts = {
  mail: {
    resetPassword: {
      subject: `Redefina sua senha do ${SITE}`,
      title: 'Redefina sua senha',
      intro:
        'Alguém (esperamos que você) pediu para redefinir a senha da sua conta. O link funciona por uma hora.',
      action: 'Escolher uma nova senha',
      outro: 'Se não foi você que pediu, ignore esta mensagem: sua senha continua a mesma.',
    },
    verifyEmail: {
      subject: `Confirme seu e-mail no ${SITE}`,
      title: 'Confirme seu endereço de e-mail',
      intro: `Boas-vindas ao ${SITE}! Confirme seu endereço para terminar de criar sua conta.`,
      action: 'Confirmar meu endereço',
      outro: 'Se você não criou uma conta, ignore esta mensagem.',
    },
    changeEmail: {
      subject: `Confirme seu novo e-mail no ${SITE}`,
      title: 'Confirme seu novo endereço de e-mail',
      intro: `Alguém (esperamos que você) pediu para usar este endereço na conta do ${SITE}. Sua conta mantém o endereço antigo até você confirmar.`,
      action: 'Confirmar meu novo endereço',
      outro: 'Se não foi você que pediu, ignore esta mensagem: nada muda.',
    },
    accountDeleted: {
      subject: `Sua conta do ${SITE} foi excluída`,
      title: 'Sua conta foi excluída',
      intro:
        'Como você pediu na página Conta, sua conta e tudo o que havia nela (perfil, comentários, avaliações, votos, equipes, guias, amigos e mensagens) foram removidos.',
      action: `Visitar o ${SITE}`,
      outro: 'Se não foi você, responda a esta mensagem ou escreva para nós pela página de contato.',
    },
  },
  feeds: {
    titles: {
      banners: 'Banners',
      news: 'Notícias oficiais, atualizações e eventos',
      codes: 'Códigos de resgate',
    },
    copyright: `${SITE}, um site comunitário feito por fãs`,
    bannerTypes: {
      limited: 'Limitado',
      rerun: 'Reprise',
      standard: 'Padrão',
      collaboration: 'Colaboração',
    },
    bannerAdvice: { pull: 'Invocar', consider: 'Pensar', skip: 'Pular' },
    bannerSummary: ({ type, heroes, advice, span }) =>
      span
        ? `Banner ${type.toLowerCase()} com ${heroes}, de ${span.from} a ${span.to}. Conselho: ${advice}.`
        : `Banner ${type.toLowerCase()} com ${heroes}. Conselho: ${advice}.`,
    codeTitle: (code) => `Código novo: ${code}`,
    codeSummary: (rewards, expiresOn) => (expiresOn ? `${rewards} (vale até ${expiresOn})` : rewards),
  },
  calendar: {
    name: 'Eventos relâmpago do Heroes Haven',
    flashEventDescriptions: {
      'Trivia Quiz': 'Responda perguntas sobre o reino contra o relógio; cada acerto rende moedas.',
      'Guild Bonfire': 'Reúna-se com sua guilda em volta da fogueira para um brinde e ganhe bônus de calor.',
      'Guild Trial': 'Sua guilda enfrenta um chefe junta; o dano se soma para recompensas compartilhadas.',
      'Guild Coliseum':
        'As guildas se enfrentam na arena em rodadas de batalhas em equipe pela coroa da semana.',
      Banquet: 'Um banquete no grande salão: sente-se a uma mesa, leve um prato e saia com energia.',
      'Fond Dream':
        'Um sonho à meia-noite em que seus heróis relembram memórias antigas para ganhar lembranças.',
      'Pageant Preliminary': 'Vista seu personagem para a primeira rodada; os votos escolhem os finalistas.',
      'Pageant Final': 'Os finalistas sobem ao palco e o servidor inteiro vota no vencedor.',
      'Cascade Manor': 'Explore os cômodos da mansão andar por andar antes que a cachoeira os reinicie.',
      'Aura Realm': 'Uma incursão rápida em que as auras da sua equipe ficam mais fortes a cada onda.',
      'Silk Road': 'Escolte uma caravana entre mercados e negocie pelo caminho para conseguir tecidos raros.',
      'Wondrous Talents': 'Mostre um talento em um minijogo rápido; as maiores pontuações ganham fichas.',
      'Flower Fete': 'Plante e troque flores na praça do jardim para ganhar favores do festival.',
      'Ride Along': 'Participe de um desfile a cavalo pela capital e pegue presentes pelo caminho.',
      'Nightmare Trace': 'Siga um rastro de pesadelos pela escuridão e dissipe-os para ganhar relíquias.',
      'Atlas Tower': 'Suba quantos andares da torre conseguir antes que o portão se feche.',
      'Team Competition':
        'Equipes de cinco se enfrentam em chaves eliminatórias; cada vitória faz você subir no placar.',
    },
  },
};
