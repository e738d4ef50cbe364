import type { HeroTextsSeed } from './hero-texts-seed.ts';

/** The demo heroes' texts in Brazilian Portuguese, by hero name: written for Heroes Haven, skills in the heroes' order. */
export const HERO_TEXTS_PT_BR: Record<string, HeroTextsSeed> = {
  'Aldric Thornveil': {
    description:
      'Lorde Marechal do Portão de Ferro, que segura o desfiladeiro do norte há onze invernos. Dizem que seu escudo juramentado se lembra de cada golpe que já desviou.',
    skills: [
      ['Muralha do Juramento', 'Ergue uma barreira que absorve dano para todos os aliados por dois turnos.'],
      ['Veredito do Guardião', 'Provoca todos os inimigos e atordoa o mais forte por um turno.'],
      ['Onze Invernos', 'Passiva: recebe 20% menos dano enquanto estiver acima da metade da vida.'],
    ],
  },
  'Brannoc Ashgrave': {
    description:
      'Filho de ferreiro, forjou a própria armadura com os sinos de uma capela em ruínas. Quanto mais feia a briga, mais alto ele ri.',
    skills: [
      ['Couraça de Sino', 'Aumenta sua defesa em 40% e devolve parte do dano recebido.'],
      ['Postura de Bigorna', 'Não pode ser empurrado nem atordoado por três turnos.'],
    ],
  },
  'Ysolde Ferrant': {
    description:
      'Capitã da patrulha fluvial da Rainha, ágil com a lança de gancho e mais ágil ainda com um plano. Os contrabandistas do Rio de Prata só falam seu nome aos sussurros.',
    skills: [
      ['Gancho do Rio', 'Puxa um inimigo para a linha de frente e reduz sua velocidade.'],
      ['Correnteza', 'Causa dano pesado a um inimigo lento e o silencia por um turno.'],
      ['Sinal da Patrulha', 'O aliado com menos vida ataca primeiro no próximo turno.'],
    ],
  },
  'Sera Vantmoor': {
    description:
      'A cavaleira mais jovem já aceita no Portão de Ferro, carregando o montante da avó. Luta como se o reino inteiro estivesse assistindo.',
    skills: [
      ['Golpe de Herança', 'Acerta um inimigo com 260% de ataque; acertos críticos ignoram a armadura.'],
      ['Inabalável', 'Uma vez por batalha, sobrevive a um golpe fatal com 1 de vida.'],
    ],
  },
  'Gideon Marrowfield': {
    description:
      'Engenheiro de cerco aposentado que ainda anda com uma bolsa cheia de pós engenhosos. Prefere vencer as batalhas antes que elas comecem.',
    skills: [
      ['Fumaça e Espelhos', 'Cega todos os inimigos, reduzindo a precisão deles por dois turnos.'],
      ['Surpresa do Sapador', 'Causa dano em área na retaguarda e quebra escudos.'],
      ['Velho de Guerra', 'Passiva: os aliados ganham 10% de defesa nos três primeiros turnos.'],
    ],
  },
  'Kestrel Dunhallow': {
    description:
      'Cavaleira falcoeira que cavalga à frente da vanguarda. Seus dois sabres parecem nunca parar.',
    skills: [
      ['Mergulho', 'Mergulha sobre o inimigo com menos vida com 210% de ataque.'],
      ['Finta Emplumada', 'Esquiva do próximo ataque de alvo único contra ela.'],
    ],
  },
  'Oriane Blackwell': {
    description:
      'Guardiã da ala do berçário real, paciente como pedra e duas vezes mais difícil de mover. Crianças e recrutas confiam nela sem reservas.',
    skills: [
      ['Manto da Guardiã', 'Recebe metade do dano direcionado ao aliado atrás dela.'],
      ['Mãos Firmes', 'Remove um efeito negativo de cada aliado da sua fileira.'],
    ],
  },
  'Tobin Grael': {
    description: 'Um sargento do portão, parrudo, que conhece de cor cada rachadura das muralhas.',
    skills: [
      ['Segurar a Linha', 'Provoca todos os inimigos por um turno e ganha 25% de defesa.'],
      ['Escudo Remendado', 'Recupera um pouco de vida no fim de cada turno.'],
    ],
  },
  'Maelis Corvane': {
    description: 'Alabardeira famosa por limpar pontes sozinha. Cantarola marchas enquanto trabalha.',
    skills: [
      ['Arco Cortante', 'Acerta todos os inimigos da linha de frente com 120% de ataque.'],
      ['Canção de Marcha', 'Aumenta em 10% a velocidade da sua fileira por dois turnos.'],
    ],
  },
  'Hale Pennick': {
    description:
      'Lavrador que virou guarda da milícia, armado com um forcado e um senso de dever inabalável.',
    skills: [
      ['Teimoso', 'Ganha 15% de defesa para cada aliado caído.'],
      ['Guarda do Campo', 'Protege o aliado mais fraco do próximo ataque.'],
    ],
  },
  'Wren Ostley': {
    description: 'Arqueira do portão de olhos atentos e língua mais afiada ainda.',
    skills: [
      ['Flecha do Parapeito', 'Causa 150% de ataque a um inimigo da retaguarda.'],
      ['Provocação', 'Reduz em 10% o ataque de um inimigo por dois turnos.'],
    ],
  },
  'Cassian Vellory': {
    description:
      'Arquivista da Biblioteca Estrelada, que lê as constelações como livros-caixa. Quando ele fecha o livro, até o céu parece prender a respiração.',
    skills: [
      ['Índice Estelar', 'Faz cair luz das estrelas sobre todos os inimigos com 180% de ataque.'],
      ['Capítulo Encerrado', 'Congela os dois inimigos mais rápidos por um turno.'],
      ['Anotações na Margem', 'Passiva: cada habilidade usada aumenta em 8% o dano da próxima.'],
      ['Leitura Noturna', 'No início da batalha, revela e enfraquece o líder inimigo.'],
    ],
  },
  'Isembard Quill': {
    description:
      'Chanceler do Conclave e guardião das leis do reino. Consegue convencer um exército a aceitar uma trégua, ou a cair numa armadilha.',
    skills: [
      ['Questão de Ordem', 'Silencia todos os inimigos por um turno.'],
      ['Carta Régia', 'Aumenta em 15% o ataque de todos os aliados por três turnos.'],
    ],
  },
  'Celestine Harrow': {
    description:
      'Astrônoma que domou a cauda de um cometa e fez dela uma pena. Suas equações queimam forte e por pouco tempo.',
    skills: [
      [
        'Escrita de Cometa',
        'Causa 200% de ataque a todos os inimigos; o dano aumenta contra quem está em chamas.',
      ],
      ['Periélio', 'Incendeia todos os inimigos por três turnos.'],
      ['Órbita Longa', 'Passiva: sua energia enche 20% mais rápido.'],
    ],
  },
  'Lisette Arden': {
    description:
      'Cartógrafa cujos mapas redesenham o campo de batalha. Os rios passam por onde ela põe a tinta.',
    skills: [
      ['Fronteira Redesenhada', 'Causa dano a todos os inimigos e troca dois deles de posição.'],
      ['Enxurrada de Tinta', 'Causa dano em área e reduz em 15% a velocidade dos inimigos.'],
    ],
  },
  'Thessaly Moorcroft': {
    description: 'Poeta da corte cujos versos são proibidos em três reinos vizinhos. Ninguém lembra por quê.',
    skills: [
      ['Estrofe Proibida', 'Encanta um inimigo para que ataque os próprios aliados por um turno.'],
      ['Canção de Ninar em Tom Menor', 'Faz a retaguarda inimiga dormir por um turno.'],
      ['Bis', 'Passiva: 25% de chance de repetir uma habilidade de controle.'],
    ],
  },
  'Rowan Ellory': {
    description:
      'Aprendiz de lanterneiro que estuda a própria luz. Suas lamparinas curam tanto quanto ofuscam.',
    skills: [
      ['Explosão Prismática', 'Causa 140% de ataque a todos os inimigos.'],
      ['Brilho Acolhedor', 'Cura um pouco todos os aliados a cada turno por dois turnos.'],
    ],
  },
  'Perrin Hollis': {
    description:
      'Professor de esgrima da academia que dá aula no meio do duelo. Suas notas de rodapé são especialmente afiadas.',
    skills: [
      ['Nota de Rodapé', 'Acerta um inimigo duas vezes com 110% de ataque cada.'],
      ['Fraqueza Citada', 'Marca um alvo; os aliados causam 15% mais dano a ele.'],
    ],
  },
  'Amaryn Solace': {
    description:
      'Tradutora silenciosa de línguas esquecidas, cujas palavras sussurradas fazem parar até um javali em disparada.',
    skills: [
      ['Palavra Antiga para Pare', 'Atordoa um inimigo por um turno.'],
      ['Sílabas Suaves', 'Reduz o ganho de energia de todos os inimigos por dois turnos.'],
    ],
  },
  'Dorian Falk': {
    description:
      'O bibliotecário incansável do Conclave, que sempre sabe de que livro você precisa antes de você pedir.',
    skills: [
      ['Leitura Recomendada', 'Dá 30 de energia a um aliado.'],
      ['Silêncio, por Favor', 'Remove um efeito de silêncio de cada aliado.'],
    ],
  },
  'Nella Brightwater': {
    description: 'Caloura de alquimia cujos experimentos costumam terminar com um estrondo.',
    skills: [
      ['Frasco Instável', 'Causa 100% de ataque a todos os inimigos; às vezes respinga nela mesma.'],
      ['Sorte de Principiante', 'Passiva: 10% de chance de causar dano dobrado.'],
    ],
  },
  'Ivo Tamsin': {
    description: 'Escriba que copia planos de batalha mais rápido do que qualquer um consegue escrevê-los.',
    skills: [
      ['Cópia Passada a Limpo', 'Copia o último bônus de um aliado para outro aliado.'],
      ['Discurso Manchado de Tinta', 'Aumenta em 10% o ataque de um aliado por dois turnos.'],
    ],
  },
  'Elowen Marchbank': {
    description:
      'Médica-Chefe da Enfermaria Verdejante, que fez crescer os jardins de ervas reais a partir de uma única semente. Seus remédios são suaves; seus diagnósticos, nem tanto.',
    skills: [
      ['Remédio Perene', 'Cura todos os aliados em 30% da vida e remove todos os efeitos negativos.'],
      ['Laço de Espinhos', 'Enraíza os dois inimigos mais fortes, impedindo-os de agir por um turno.'],
      ['Segunda Florada', 'Uma vez por batalha, revive um aliado caído com metade da vida.'],
    ],
  },
  'Fennick Salvay': {
    description: 'Cirurgião itinerante que já deu pontos em três reis e num dragão muito agradecido.',
    skills: [
      ['Cirurgia de Campo', 'Cura o aliado mais ferido em 45% da vida.'],
      ['Pulso Firme', 'Dá a todos os aliados um escudo que dura dois turnos.'],
    ],
  },
  'Rosalind Vey': {
    description:
      'Socorrista de campo de batalha com avental reforçado e manoplas. Atende os feridos onde eles caem, e os inimigos ousados onde estão.',
    skills: [
      ['Triagem', 'Cura os três aliados mais fracos e ganha defesa para cada um curado.'],
      ['Jeitinho de Enfermeira', 'Provoca os inimigos por um turno enquanto cura a si mesma.'],
    ],
  },
  'Aurek Hollowmere': {
    description: 'Boticário de fala mansa, com uma gaveta para cada veneno e outra para cada cura.',
    skills: [
      ['Poção do Sono', 'Faz um inimigo dormir por dois turnos.'],
      ['Armário de Antídotos', 'Remove veneno e queimadura de todos os aliados.'],
      ['Dose Certa', 'Passiva: suas curas também aumentam em 5% a velocidade do alvo.'],
    ],
  },
  'Mirelle Sandrow': {
    description: 'Parteira das aldeias do pântano cujas canções de ninar colam ossos.',
    skills: [
      ['Canção do Pântano', 'Cura um pouco todos os aliados no fim de cada turno por três turnos.'],
      ['Emplastro Quente', 'Cura um aliado e aumenta sua defesa em 15%.'],
    ],
  },
  'Corwin Ashby': {
    description:
      'Médico da peste que virou duelista e insiste que o melhor remédio é a prevenção. Prevenção à força.',
    skills: [
      ['Quarentena', 'Isola um inimigo para que não receba bônus por dois turnos.'],
      ['Estocada de Lanceta', 'Causa 180% de ataque a um inimigo e o envenena.'],
    ],
  },
  'Bryony Tallow': {
    description:
      'Enfermeira da enfermaria que nunca esquece o nome de um paciente nem o aniversário de um soldado.',
    skills: [
      ['Curativos Novos', 'Cura um aliado em 25% da vida.'],
      ['Palavra Gentil', 'Aumenta em 15 a energia de um aliado.'],
    ],
  },
  'Pell Cardew': {
    description:
      'Maqueiro de ombros largos que carrega macas, pacientes e, de vez em quando, os próprios médicos.',
    skills: [
      ['Carregador de Maca', 'Vai proteger um aliado com menos da metade da vida.'],
      ['Costas Fortes', 'Cura a si mesmo em 15% da vida.'],
    ],
  },
  'Juniper Lark': {
    description: 'Filha de uma catadora de ervas, sabe quais matinhos ajudam e quais mordem.',
    skills: [
      ['Pomada do Campo', 'Cura um pouco um aliado.'],
      ['Hortelã Silvestre', 'Aumenta em 5% a velocidade de um aliado por dois turnos.'],
    ],
  },
  'Osric Fenn': {
    description: 'Assistente de anatomista de mãos frias e um humor que dá sono.',
    skills: [
      ['Toque Anestésico', 'Reduz em 15% a velocidade de um inimigo por dois turnos.'],
      ['Aula Monótona', '20% de chance de fazer um inimigo dormir.'],
    ],
  },
  'Marguerite Saffron': {
    description:
      'Grande Chef das cozinhas reais, cujos banquetes já acabaram com guerras e começaram casamentos. Ela nunca abriu sua caixa de especiarias dourada na frente de um convidado.',
    skills: [
      ['Banquete da Concórdia', 'Aumenta em 20% o ataque e a defesa de todos os aliados por três turnos.'],
      ['Final Flambado', 'Põe fogo na mesa e causa 170% de ataque a todos os inimigos.'],
      ['Tempero Secreto', 'Passiva: o primeiro bônus que ela usa em cada batalha dura um turno a mais.'],
    ],
  },
  'Basil Honeycutt': {
    description:
      'Apicultor e padeiro cujos bolos de mel valem um título de cavaleiro. Defende suas colmeias com unhas e dentes.',
    skills: [
      ['Calda de Mel', 'Dá a todos os aliados um escudo grudento que deixa os atacantes mais lentos.'],
      ['Defesa da Colmeia', 'Provoca todos os inimigos e contra-ataca uma vez a cada golpe.'],
    ],
  },
  'Clementine Dusk': {
    description:
      'Confeiteira artista com uma faca de chef mais rápida que os olhos. Suas sobremesas são enganosamente perigosas.',
    skills: [
      ['Julienne', 'Acerta um inimigo cinco vezes com 50% de ataque cada.'],
      ['Armadilha de Açúcar', 'Atordoa um inimigo que levou três golpes neste turno.'],
    ],
  },
  'Idony Marchpane': {
    description: 'Doceira cujas esculturas de marzipã ganham vida por exatamente um minuto.',
    skills: [
      ['Centro de Mesa Vivo', 'Invoca um guardião de açúcar que protege a linha de frente.'],
      ['Esfarelar', 'O guardião explode, causando dano em área a todos os inimigos.'],
      ['Formiguinha', 'Passiva: cura um pouco os aliados sempre que um escudo se quebra.'],
    ],
  },
  'Fabian Peppercorn': {
    description: 'Mercador de especiarias que espirra fogo. Literalmente.',
    skills: [
      ['Rajada de Pimenta-Fantasma', 'Causa 150% de ataque a todos os inimigos e os queima.'],
      ['Pechincha de Mercador', 'Rouba um bônus de um inimigo.'],
    ],
  },
  'Liora Candlewick': {
    description:
      'A padeira do turno da noite, que cuida dos fornos à luz de velas e conhece cada segredo sussurrado na cozinha.',
    skills: [
      ['Pão da Meia-Noite', 'Cura todos os aliados e dá 10 de energia a cada um.'],
      [
        'Fofoca de Cozinha',
        'Confunde um inimigo para que sua próxima habilidade mire uma unidade aleatória.',
      ],
    ],
  },
  'Sorrel Vantage': {
    description:
      'Coletora que acha cogumelos no escuro e sabe exatamente quais deixam as pessoas sonolentas.',
    skills: [
      ['Ensopado de Cogumelo do Sono', 'Faz dois inimigos dormirem por um turno.'],
      ['Banquete da Mata', 'Aumenta sua velocidade em 20% após cada habilidade de controle bem-sucedida.'],
    ],
  },
  'Rolf Barleymead': {
    description: 'Cervejeiro tão largo quanto seus barris e duas vezes mais resistente.',
    skills: [
      ['Barril Rolando', 'Avança sobre a linha de frente, provocando-a por um turno.'],
      ['Stout Reforçada', 'Cura a si mesmo e ganha 20% de defesa.'],
    ],
  },
  'Tansy Greenhollow': {
    description: 'Aprendiz de açougueira com um cutelo na mão e zero paciência para bobagem.',
    skills: [
      ['Corte Nobre', 'Causa 170% de ataque a um inimigo.'],
      ['Sem Frescura', 'Remove um bônus do alvo antes de golpear.'],
    ],
  },
  'Caspar Ember': {
    description:
      'Cozinheiro de rua que faz malabares com espetinhos sobre a brasa. Às vezes erra, de propósito.',
    skills: [
      ['Espetinhos Voadores', 'Arremessa três espetinhos em inimigos aleatórios com 80% de ataque cada.'],
      ['Chuva de Brasas', 'Queima a retaguarda inimiga por dois turnos.'],
    ],
  },
  'Nutmeg Parsons': {
    description: 'Uma simpática senhora do chá que mantém o quartel aquecido e a fofoca correndo solta.',
    skills: [
      ['Xícara de Conforto', 'Cura um aliado e remove um efeito negativo.'],
      ['Mais um Bule', 'Aumenta em 5 a energia de todos os aliados.'],
    ],
  },
  'Quince Avery': {
    description:
      'Ajudante de cozinha que uma vez jogou uma panela inteira de sopa numa emboscada de bandidos, e venceu.',
    skills: [
      ['A Sopa Está Servida', 'Respinga em todos os inimigos com 90% de ataque.'],
      ['Conchada', '15% de chance de atordoar o inimigo atingido.'],
    ],
  },
};
