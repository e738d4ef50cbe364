import type { TranslationLanguage } from '@haven/shared/i18n/translations';

/** An about page's title and content (sanitised HTML) in one language. */
export type PageTextsSeed = { title: string; content: string };
/** A database entry's name and summary, and optionally its description, in one language. */
export type EntryTextsSeed = { name: string; summary: string; description?: string };
/** A post's title, description and content in one language. */
export type PostTextsSeed = { title: string; description: string; content: string };

/** The about pages in every other language, by slug: written for Heroes Haven, not word for word. */
export const PAGE_TEXTS: Record<TranslationLanguage, Record<string, PageTextsSeed>> = {
  es: {
    'about-website': {
      title: 'Sobre Heroes Haven',
      content:
        '<p><strong>Heroes Haven</strong> es una web comunitaria no oficial, hecha por fans, para quienes ' +
        'juegan al RPG para móviles de Aurenvale. La llevamos jugadores para jugadores y no tiene relación ' +
        'con la editora del juego.</p>' +
        '<h2>Qué vas a encontrar</h2><ul>' +
        '<li><strong>Base de héroes</strong>: todos los héroes con su clase, rareza, funciones, habilidades ' +
        'y valoraciones de la comunidad.</li>' +
        '<li><strong>Creador de equipos</strong>: planea equipos de cinco héroes y compártelos con un ' +
        'enlace.</li>' +
        '<li><strong>Base de datos del juego</strong>: equipo, reliquias, mascotas, mapas y más, al día ' +
        'gracias a nuestros editores.</li>' +
        '<li><strong>Perfiles</strong>: presume de personaje, gremio, Equipo de juego y atuendo favorito, y ' +
        'haz amigos.</li>' +
        '<li><strong>Guías</strong>: estrategia escrita por la comunidad y revisada antes de publicarse.</li>' +
        '</ul><p>¿Has visto un error o tienes una idea? Escríbenos desde la página de contacto: leemos ' +
        'todos los mensajes.</p>',
    },
    'about-game': {
      title: 'Sobre el Reino de Aurenvale',
      content:
        '<p>Aurenvale es un reino de ríos, huertos, canales iluminados con farolillos y viejas fortalezas de ' +
        'piedra, gobernado desde la capital, <strong>Lanternreach</strong>. Eres una nueva figura de la ' +
        'nobleza que llega a la corte con poco más que un título y una mansión medio en ruinas, y que ' +
        'asciende reuniendo héroes, forjando alianzas y sirviendo a la corona.</p>' +
        '<h2>Las cuatro grandes casas</h2><ul>' +
        '<li><strong>La Casa de la Puerta de Hierro</strong> (Guardianes): caballeros y centinelas que juraron ' +
        'defender el paso del norte.</li>' +
        '<li><strong>El Cónclave de la Pluma</strong> (Eruditos): archiveros, astrónomos y poetas que guardan ' +
        'las leyes y los secretos del reino.</li>' +
        '<li><strong>La Enfermería Verde</strong> (Médicos): sanadores y boticarios que cuidan los jardines ' +
        'de hierbas reales.</li>' +
        '<li><strong>El Gremio del Hogar</strong> (Gourmets): cocineros, panaderos y cerveceros cuyos ' +
        'banquetes zanjan rencillas y sellan tratados.</li></ul>' +
        '<h2>Héroes y rareza</h2><p>Cada héroe pertenece a una casa y tiene una rareza, desde la común ' +
        '<em>R</em>, pasando por <em>SR</em>, <em>SSR</em>, <em>UR</em> y <em>GR</em>, hasta la legendaria ' +
        '<em>LR</em>. En combate cumplen una función: Tanque, Ataque único, Área, Control o Apoyo. Tus ' +
        'cinco favoritos forman tu Equipo de juego, con un héroe principal al frente.</p>' +
        '<h2>La vida en la corte</h2><p>Más allá del combate, la nobleza celebra banquetes, compite en el ' +
        'Certamen de la Luna Naciente, escala la Torre del Atlas, se une a gremios para la Hoguera y el ' +
        'Coliseo semanales, se casa y cría herederos que algún día estudiarán en la Academia.</p>' +
        '<h2>Canjear un código</h2><p>Los códigos de canje desbloquean regalos de la corona: Hoja de Oro, ' +
        'pergaminos, fichas de festival y, de vez en cuando, un atuendo. Para reclamar uno:</p><ol>' +
        '<li>Copia el código desde la página de códigos de esta web.</li>' +
        '<li>En el juego, toca el retrato de tu personaje en la esquina superior izquierda de la mansión ' +
        'para abrir tu perfil.</li>' +
        '<li>Elige <strong>Ajustes</strong> y luego <strong>Código de regalo</strong>.</li>' +
        '<li>Pega el código tal cual y toca <strong>Canjear</strong>.</li>' +
        '<li>Abre el <strong>Correo Real</strong> en el buzón de la mansión y recoge la carta con tus ' +
        'recompensas. Las cartas se guardan 30 días.</li></ol>' +
        '<p>Cada código sirve una vez por cuenta hasta su último día válido. Si el juego dice que no es ' +
        'válido, busca una letra mal escrita (un cero en lugar de una O suele ser el culpable) y comprueba ' +
        'que siga entre los códigos activos.</p>',
    },
  },
  'pt-BR': {
    'about-website': {
      title: 'Sobre o Heroes Haven',
      content:
        '<p>O <strong>Heroes Haven</strong> é um site comunitário não oficial, feito por fãs, para quem ' +
        'joga o RPG mobile de Aurenvale. É mantido por jogadores, para jogadores, e não tem ligação com a ' +
        'publicadora do jogo.</p>' +
        '<h2>O que você encontra aqui</h2><ul>' +
        '<li><strong>Banco de heróis</strong>: todos os heróis com classe, raridade, funções, habilidades e ' +
        'avaliações da comunidade.</li>' +
        '<li><strong>Montador de equipes</strong>: planeje equipes de cinco heróis e compartilhe por ' +
        'link.</li>' +
        '<li><strong>Banco de dados do jogo</strong>: equipamentos, relíquias, mascotes, mapas e mais, sempre ' +
        'atualizados pelos nossos editores.</li>' +
        '<li><strong>Perfis</strong>: mostre seu personagem, sua guilda, sua Equipe do jogo e seu traje ' +
        'favorito, e faça amigos.</li>' +
        '<li><strong>Guias</strong>: estratégias escritas pela comunidade e revisadas antes de ' +
        'publicar.</li>' +
        '</ul><p>Achou um erro ou teve uma ideia? Fale com a gente pela página de contato: lemos todas as ' +
        'mensagens.</p>',
    },
    'about-game': {
      title: 'Sobre o Reino de Aurenvale',
      content:
        '<p>Aurenvale é um reino de rios, pomares, canais iluminados por lanternas e velhas fortalezas de ' +
        'pedra, governado a partir da capital, <strong>Lanternreach</strong>. Você é um nobre recém-nomeado ' +
        'que chega à corte com pouco mais que um título e uma mansão caindo aos pedaços, e sobe reunindo ' +
        'heróis, firmando alianças e servindo à coroa.</p>' +
        '<h2>As quatro grandes casas</h2><ul>' +
        '<li><strong>A Casa do Portão de Ferro</strong> (Guardiões): cavaleiros e sentinelas que juraram ' +
        'defender a passagem do norte.</li>' +
        '<li><strong>O Conclave da Pena</strong> (Eruditos): arquivistas, astrônomos e poetas que guardam as ' +
        'leis e os segredos do reino.</li>' +
        '<li><strong>A Enfermaria Verdejante</strong> (Médicos): curandeiros e boticários que cuidam dos ' +
        'jardins de ervas reais.</li>' +
        '<li><strong>A Guilda da Lareira</strong> (Gourmets): cozinheiros, padeiros e cervejeiros cujos ' +
        'banquetes encerram rixas e selam tratados.</li></ul>' +
        '<h2>Heróis e raridade</h2><p>Cada herói pertence a uma casa e tem uma raridade, da comum ' +
        '<em>R</em>, passando por <em>SR</em>, <em>SSR</em>, <em>UR</em> e <em>GR</em>, até a lendária ' +
        '<em>LR</em>. Na batalha, cada um cumpre uma função: Tanque, Ataque único, Área, Controle ou Suporte. ' +
        'Seus cinco favoritos formam sua Equipe do jogo, liderada por um herói principal.</p>' +
        '<h2>A vida na corte</h2><p>Além das batalhas, a nobreza oferece banquetes, disputa o Concurso da ' +
        'Lua Nascente, escala a Torre do Atlas, entra em guildas para a Fogueira e o Coliseu semanais, se ' +
        'casa e cria herdeiros que um dia vão estudar na Academia.</p>' +
        '<h2>Resgatar um código</h2><p>Os códigos de resgate liberam presentes da coroa: Folha de Ouro, ' +
        'pergaminhos, fichas de festival e, às vezes, um traje. Para resgatar:</p><ol>' +
        '<li>Copie o código na página de códigos deste site.</li>' +
        '<li>No jogo, toque no retrato do seu personagem no canto superior esquerdo da mansão para abrir o ' +
        'perfil.</li>' +
        '<li>Escolha <strong>Configurações</strong> e depois <strong>Código de presente</strong>.</li>' +
        '<li>Cole o código exatamente como está e toque em <strong>Resgatar</strong>.</li>' +
        '<li>Abra o <strong>Correio Real</strong> na caixa de correio da mansão e pegue a carta com suas ' +
        'recompensas. As cartas ficam guardadas por 30 dias.</li></ol>' +
        '<p>Cada código vale uma vez por conta até o último dia de validade. Se o jogo disser que ele é ' +
        'inválido, procure uma letra digitada errado (um zero no lugar de um O é o suspeito de sempre) e ' +
        'confira se ele ainda está entre os códigos ativos.</p>',
    },
  },
};

/** A fair set of game database entries in every other language, by English name. */
export const ENTRY_TEXTS: Record<TranslationLanguage, Record<string, EntryTextsSeed>> = {
  es: {
    'Thornveil Oathblade': {
      name: 'Hoja Juramentada de Thornveil',
      summary:
        'Una espada larga forjada para los centinelas de la Puerta de Hierro que golpea más fuerte cuanto más tiempo aguanta su portador.',
      description:
        '<p>Los herreros del paso del norte templan cada Hoja Juramentada en agua de deshielo recogida en la ' +
        'misma puerta, y el acero conserva una leve escarcha en la acanaladura. Premia al Guardián que planta ' +
        'los pies y no cede ni un paso.</p><h2>Por qué la quieren los centinelas</h2><ul>' +
        '<li><strong>Filo firme</strong>: cada turno que su portador no es empujado ni arrastrado suma un 4 % ' +
        'de daño, hasta un 20 %.</li><li>Una buena tirada de defensa en un arma, algo raro en la mano ' +
        'principal.</li><li>Combina con las provocaciones: cada enemigo que le ataca alimenta las ' +
        'cargas.</li></ul>',
    },
    'Bellforged Cuirass': {
      name: 'Coraza de Campana',
      summary:
        'Placas pesadas fundidas en una fundición de campanas: suenan al recibir un golpe y no ceden ante los empujones.',
    },
    'Riverhook Halberd': {
      name: 'Alabarda Garfio de Río',
      summary:
        'Un arma de asta de la patrulla de los canales, con una hoja en garfio para sacar a los enemigos de su formación.',
    },
    'Dawnheart Ruby': {
      name: 'Rubí Corazón del Alba',
      summary:
        'Una piedra roja intensa que afila el ataque y los críticos de quienes luchan contra un solo objetivo.',
    },
    'Ironvein Garnet': {
      name: 'Granate Veta de Hierro',
      summary: 'Un granate oscuro veteado de hierro que endurece la armadura contra cualquier golpe.',
    },
    'Tidewhisper Sapphire': {
      name: 'Zafiro Susurro de Marea',
      summary:
        'Un zafiro azul pálido que murmura como el agua corriente y acelera los turnos de quien lo lleva.',
    },
    'Lanternwing Moth': {
      name: 'Polilla Alafarol',
      summary:
        'Una polilla suave y luminosa que alumbra el camino de noche y encuentra los cofres ocultos del festival.',
    },
    'Ironhide Pangolin': {
      name: 'Pangolín Piel de Hierro',
      summary: 'Un pangolín acorazado que se enrosca delante de su dueño y refuerza la defensa del equipo.',
    },
  },
  'pt-BR': {
    'Thornveil Oathblade': {
      name: 'Lâmina Juramentada de Thornveil',
      summary:
        'Uma espada longa forjada para as sentinelas do Portão de Ferro que bate mais forte quanto mais tempo quem a empunha segura a linha.',
      description:
        '<p>Os ferreiros da passagem do norte temperam cada Lâmina Juramentada em água de degelo tirada do ' +
        'próprio portão, e o aço guarda um leve brilho de geada no sulco. Ela recompensa o Guardião que ' +
        'finca os pés e não recua.</p><h2>Por que as sentinelas querem uma</h2><ul>' +
        '<li><strong>Fio firme</strong>: cada turno em que o portador não é empurrado nem puxado soma 4 % de ' +
        'dano, até 20 %.</li><li>Um bom valor de defesa numa arma, coisa rara na mão principal.</li>' +
        '<li>Combina com provocações: cada inimigo que ataca o portador alimenta os acúmulos.</li></ul>',
    },
    'Bellforged Cuirass': {
      name: 'Couraça Fundida em Sino',
      summary:
        'Placas pesadas fundidas numa fundição de sinos: tilintam quando atingidas e não se deixam empurrar.',
    },
    'Riverhook Halberd': {
      name: 'Alabarda Gancho-do-Rio',
      summary:
        'Uma arma de haste da patrulha dos canais, com lâmina em gancho para arrancar inimigos da formação.',
    },
    'Dawnheart Ruby': {
      name: 'Rubi Coração da Aurora',
      summary: 'Uma pedra vermelho-escura que afia o ataque e os críticos de quem luta contra um alvo só.',
    },
    'Ironvein Garnet': {
      name: 'Granada Veio de Ferro',
      summary: 'Uma granada escura cortada por veios de ferro que endurece a armadura contra qualquer golpe.',
    },
    'Tidewhisper Sapphire': {
      name: 'Safira Sussurro da Maré',
      summary: 'Uma safira azul-clara que murmura como água corrente e acelera os turnos de quem a carrega.',
    },
    'Lanternwing Moth': {
      name: 'Mariposa Asa-Lanterna',
      summary:
        'Uma mariposa macia e luminosa que ilumina o caminho à noite e acha os baús escondidos do festival.',
    },
    'Ironhide Pangolin': {
      name: 'Pangolim Couro de Ferro',
      summary: 'Um pangolim blindado que se enrola na frente do dono e reforça a defesa da equipe.',
    },
  },
};

/** The latest official news in every other language, by English title. */
export const POST_TEXTS: Record<TranslationLanguage, Record<string, PostTextsSeed>> = {
  es: {
    'Marguerite Saffron Joins the Royal Kitchens': {
      title: 'Marguerite Saffron llega a las Cocinas Reales',
      description: 'La Gran Chef del Gremio del Hogar se une como nueva heroína legendaria.',
      content:
        '<p>Los hornos de Lanternreach nunca habían ardido con tanta fuerza. <strong>Marguerite ' +
        'Saffron</strong>, Gran Chef del Gremio del Hogar, llega a Aurenvale como nueva heroína ' +
        '<strong>Gourmet LR</strong>.</p><h2>Lo que aporta</h2><ul><li><strong>Festín de la ' +
        'Concordia</strong> sube el ataque y la defensa de todo el equipo.</li><li><strong>Gran Final ' +
        'Flambeado</strong> inflige mucho daño a todos los enemigos.</li><li>Su pasiva, <em>Especia ' +
        'Secreta</em>, hace que su primera mejora dure un turno más.</li></ul><p>Puedes reclutarla en la ' +
        'invocación del Gran Banquete durante los próximos catorce días. ¡Cuéntanos qué te parece en los ' +
        'comentarios de la heroína!</p>',
    },
    'Server Merge: Amberfall and Duskmoor Become One': {
      title: 'Fusión de servidores: Amberfall y Duskmoor se unen',
      description:
        'Dos de los reinos más antiguos se unirán la semana que viene; esto es lo que debes saber.',
      content:
        '<p>Tras una larga votación en ambas comunidades, los reinos de <strong>Amberfall</strong> y ' +
        '<strong>Duskmoor</strong> se fusionarán durante el mantenimiento de la semana que viene.</p>' +
        '<h2>Qué pasa con tu progreso</h2><ul><li>Conservas todos tus héroes, atuendos y recursos.</li>' +
        '<li>Los gremios mantienen su nombre; si dos coinciden, el más reciente podrá cambiarlo gratis.</li>' +
        '<li>Las clasificaciones del Coliseo empiezan de cero con una temporada nueva.</li></ul>',
    },
    'Community Spotlight: The Silverrun Lantern Guild': {
      title: 'La comunidad en primer plano: el Gremio de los Farolillos de Silverrun',
      description: 'Conoce al gremio que iluminó todo el río durante el Festival de los Farolillos.',
      content:
        '<p>Este mes hablamos con el <strong>Gremio de los Farolillos de Silverrun</strong>, que coordinó ' +
        'más de trescientos farolillos a lo largo del río en el último festival.</p><p>Su líder dice que ' +
        'el secreto es sencillo: <em>«Cada cual trae un farolillo, y nadie tiene nunca un nivel demasiado ' +
        'bajo para ayudar»</em>.</p>',
    },
  },
  'pt-BR': {
    'Marguerite Saffron Joins the Royal Kitchens': {
      title: 'Marguerite Saffron chega às Cozinhas Reais',
      description: 'A Grande Chef da Guilda da Lareira entra no jogo como nova heroína lendária.',
      content:
        '<p>Os fornos de Lanternreach nunca arderam tanto. <strong>Marguerite Saffron</strong>, Grande Chef ' +
        'da Guilda da Lareira, chega a Aurenvale como nova heroína <strong>Gourmet LR</strong>.</p>' +
        '<h2>O que ela traz</h2><ul><li><strong>Banquete da Concórdia</strong> aumenta o ataque e a defesa ' +
        'de toda a equipe.</li><li><strong>Grand Finale Flambado</strong> causa muito dano a todos os ' +
        'inimigos.</li><li>A passiva dela, <em>Tempero Secreto</em>, faz o primeiro bônus durar um turno a ' +
        'mais.</li></ul><p>Você pode recrutá-la na invocação do Grande Banquete pelos próximos catorze ' +
        'dias. Conte o que achou nos comentários da heroína!</p>',
    },
    'Server Merge: Amberfall and Duskmoor Become One': {
      title: 'Fusão de servidores: Amberfall e Duskmoor viram um só',
      description: 'Dois dos reinos mais antigos vão se juntar na semana que vem; veja o que esperar.',
      content:
        '<p>Depois de uma longa votação nas duas comunidades, os reinos de <strong>Amberfall</strong> e ' +
        '<strong>Duskmoor</strong> vão se fundir durante a manutenção da semana que vem.</p>' +
        '<h2>O que acontece com o seu progresso</h2><ul><li>Heróis, trajes e recursos ficam com você.</li>' +
        '<li>As guildas mantêm o nome; se duas tiverem o mesmo, a mais nova poderá trocar de graça.</li>' +
        '<li>Os rankings do Coliseu recomeçam com uma temporada nova.</li></ul>',
    },
    'Community Spotlight: The Silverrun Lantern Guild': {
      title: 'Comunidade em destaque: a Guilda das Lanternas de Silverrun',
      description: 'Conheça a guilda que iluminou o rio inteiro no Festival das Lanternas.',
      content:
        '<p>Este mês conversamos com a <strong>Guilda das Lanternas de Silverrun</strong>, que coordenou ' +
        'mais de trezentas lanternas ao longo do rio no último festival.</p><p>A líder diz que o segredo ' +
        'é simples: <em>“Cada um traz uma lanterna, e ninguém tem nível baixo demais para ajudar.”</em></p>',
    },
  },
};
