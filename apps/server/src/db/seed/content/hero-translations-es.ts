import type { HeroTextsSeed } from './hero-texts-seed.ts';

/** The demo heroes' texts in Spanish, by hero name: written for Heroes Haven, skills in the heroes' order. */
export const HERO_TEXTS_ES: Record<string, HeroTextsSeed> = {
  'Aldric Thornveil': {
    description:
      'Lord Mariscal de la Puerta de Hierro, que ha defendido el paso del norte durante once inviernos. Dicen que su escudo juramentado recuerda cada golpe que ha desviado.',
    skills: [
      ['Muro del Juramento', 'Alza una barrera que absorbe el daño de todos los aliados durante dos turnos.'],
      ['Veredicto del Guardián', 'Provoca a todos los enemigos y aturde al más fuerte durante un turno.'],
      [
        'Once Inviernos',
        'Pasiva: recibe un 20 % menos de daño mientras conserve más de la mitad de la vida.',
      ],
    ],
  },
  'Brannoc Ashgrave': {
    description:
      'Hijo de herrero, se forjó la armadura con las campanas de una capilla en ruinas. Cuanto más dura la pelea, más fuerte se ríe.',
    skills: [
      ['Placas de Campana', 'Aumenta su defensa un 40 % y devuelve parte del daño recibido.'],
      ['Postura de Yunque', 'No puede ser derribado ni aturdido durante tres turnos.'],
    ],
  },
  'Ysolde Ferrant': {
    description:
      'Capitana de la patrulla fluvial de la Reina, rápida con la lanza de garfio y más rápida aún con un plan. Los contrabandistas del Río de Plata pronuncian su nombre en voz baja.',
    skills: [
      ['Garfio de Río', 'Arrastra a un enemigo a la primera fila y reduce su velocidad.'],
      ['Resaca', 'Inflige mucho daño a un enemigo ralentizado y lo silencia durante un turno.'],
      ['Señal de Patrulla', 'El aliado con menos vida ataca primero en el turno siguiente.'],
    ],
  },
  'Sera Vantmoor': {
    description:
      'La caballera más joven admitida jamás en la Puerta de Hierro, con el mandoble de su abuela a la espalda. Lucha como si todo el reino la estuviera mirando.',
    skills: [
      ['Tajo de Herencia', 'Golpea a un enemigo con un 260 % de ataque; los críticos ignoran la armadura.'],
      ['Indoblegable', 'Una vez por batalla, sobrevive a un golpe mortal con 1 punto de vida.'],
    ],
  },
  'Gideon Marrowfield': {
    description:
      'Ingeniero de asedio retirado que aún lleva un zurrón lleno de polvos ingeniosos. Prefiere ganar las batallas antes de que empiecen.',
    skills: [
      ['Humo y Espejos', 'Ciega a todos los enemigos y reduce su precisión durante dos turnos.'],
      ['Sorpresa del Zapador', 'Inflige daño en área a la retaguardia y rompe los escudos.'],
      ['Viejo Veterano', 'Pasiva: los aliados ganan un 10 % de defensa durante los tres primeros turnos.'],
    ],
  },
  'Kestrel Dunhallow': {
    description:
      'Caballera cetrera que cabalga por delante de la vanguardia. Sus dos sables parecen no detenerse nunca.',
    skills: [
      ['Picado', 'Se lanza contra el enemigo con menos vida con un 210 % de ataque.'],
      ['Finta Emplumada', 'Esquiva el próximo ataque de objetivo único dirigido contra ella.'],
    ],
  },
  'Oriane Blackwell': {
    description:
      'Guardiana del ala de la guardería real, paciente como la piedra y el doble de difícil de mover. Niños y reclutas confían en ella por igual.',
    skills: [
      ['Capa de la Guardiana', 'Recibe la mitad del daño dirigido al aliado que tiene detrás.'],
      ['Manos Firmes', 'Elimina un efecto negativo de cada aliado de su fila.'],
    ],
  },
  'Tobin Grael': {
    description: 'Un sargento de la puerta, robusto, que se sabe de memoria cada grieta de las murallas.',
    skills: [
      ['Mantener la Línea', 'Provoca a todos los enemigos durante un turno y gana un 25 % de defensa.'],
      ['Escudo Remendado', 'Recupera un poco de vida al final de cada turno.'],
    ],
  },
  'Maelis Corvane': {
    description:
      'Alabardera famosa por despejar puentes ella sola. Tararea marchas militares mientras trabaja.',
    skills: [
      ['Arco de Barrido', 'Golpea a todos los enemigos de la primera fila con un 120 % de ataque.'],
      ['Canción de Marcha', 'Aumenta un 10 % la velocidad de su fila durante dos turnos.'],
    ],
  },
  'Hale Pennick': {
    description:
      'Mozo de labranza convertido en guardia de la milicia, armado con una horca y un sentido del deber inquebrantable.',
    skills: [
      ['Terco', 'Gana un 15 % de defensa por cada aliado caído.'],
      ['Guardia de Campo', 'Protege al aliado más débil del siguiente ataque.'],
    ],
  },
  'Wren Ostley': {
    description: 'Arquera de la puerta de vista aguda y lengua todavía más afilada.',
    skills: [
      ['Flecha desde el Parapeto', 'Inflige un 150 % de ataque a un enemigo de la retaguardia.'],
      ['Pulla', 'Reduce un 10 % el ataque de un enemigo durante dos turnos.'],
    ],
  },
  'Cassian Vellory': {
    description:
      'Archivero de la Biblioteca Estrellada, que lee las constelaciones como si fueran libros de cuentas. Cuando cierra su libro, hasta el cielo parece contener el aliento.',
    skills: [
      ['Índice de Estrellas', 'Hace caer luz estelar sobre todos los enemigos con un 180 % de ataque.'],
      ['Capítulo Cerrado', 'Congela a los dos enemigos más rápidos durante un turno.'],
      ['Notas al Margen', 'Pasiva: cada habilidad lanzada aumenta un 8 % el daño de la siguiente.'],
      ['Lectura Nocturna', 'Al empezar la batalla, revela y debilita al líder enemigo.'],
    ],
  },
  'Isembard Quill': {
    description:
      'Canciller del Cónclave y custodio de las leyes del reino. Es capaz de convencer a un ejército de firmar una tregua… o de caer en una trampa.',
    skills: [
      ['Cuestión de Orden', 'Silencia a todos los enemigos durante un turno.'],
      ['Carta Real', 'Aumenta un 15 % el ataque de todos los aliados durante tres turnos.'],
    ],
  },
  'Celestine Harrow': {
    description:
      'Astrónoma que domó la cola de un cometa hasta convertirla en pluma. Sus ecuaciones arden con fuerza y poco tiempo.',
    skills: [
      [
        'Escritura de Cometa',
        'Inflige un 200 % de ataque a todos los enemigos; el daño aumenta contra los que arden.',
      ],
      ['Perihelio', 'Prende fuego a todos los enemigos durante tres turnos.'],
      ['Órbita Larga', 'Pasiva: su energía se llena un 20 % más rápido.'],
    ],
  },
  'Lisette Arden': {
    description:
      'Cartógrafa cuyos mapas redibujan el campo de batalla. Los ríos corren por donde ella los entinta.',
    skills: [
      ['Frontera Redibujada', 'Daña a todos los enemigos e intercambia la posición de dos de ellos.'],
      ['Riada de Tinta', 'Inflige daño en área y reduce un 15 % la velocidad enemiga.'],
    ],
  },
  'Thessaly Moorcroft': {
    description:
      'Poeta de la corte cuyos versos están prohibidos en tres reinos vecinos. Nadie recuerda por qué.',
    skills: [
      ['Estrofa Prohibida', 'Hechiza a un enemigo para que ataque a sus aliados durante un turno.'],
      ['Nana en Tono Menor', 'Duerme a la retaguardia enemiga durante un turno.'],
      ['Bis', 'Pasiva: 25 % de probabilidad de repetir una habilidad de control.'],
    ],
  },
  'Rowan Ellory': {
    description: 'Aprendiz de farolero que estudia la propia luz. Sus lámparas curan tanto como deslumbran.',
    skills: [
      ['Estallido Prismático', 'Inflige un 140 % de ataque a todos los enemigos.'],
      ['Resplandor Cálido', 'Cura un poco a todos los aliados en cada turno durante dos turnos.'],
    ],
  },
  'Perrin Hollis': {
    description:
      'Maestro de esgrima de la academia que da lecciones en pleno duelo. Sus notas a pie de página cortan de verdad.',
    skills: [
      ['Nota al Pie', 'Golpea dos veces a un enemigo con un 110 % de ataque cada vez.'],
      ['Debilidad Citada', 'Marca un objetivo: los aliados le infligen un 15 % más de daño.'],
    ],
  },
  'Amaryn Solace': {
    description:
      'Traductora silenciosa de lenguas olvidadas, cuyas palabras susurradas pueden frenar a un jabalí a la carga.',
    skills: [
      ['Palabra Antigua para Alto', 'Aturde a un enemigo durante un turno.'],
      ['Sílabas Suaves', 'Reduce la energía que ganan todos los enemigos durante dos turnos.'],
    ],
  },
  'Dorian Falk': {
    description:
      'El incansable bibliotecario del Cónclave, que siempre sabe qué libro necesitas antes de que lo pidas.',
    skills: [
      ['Lectura Recomendada', 'Da 30 de energía a un aliado.'],
      ['Silencio, por Favor', 'Quita un efecto de silencio a cada aliado.'],
    ],
  },
  'Nella Brightwater': {
    description: 'Estudiante de alquimia de primer año cuyos experimentos suelen acabar con estruendo.',
    skills: [
      ['Frasco Inestable', 'Inflige un 100 % de ataque a todos los enemigos; a veces la salpica a ella.'],
      ['Suerte de Principiante', 'Pasiva: 10 % de probabilidad de infligir el doble de daño.'],
    ],
  },
  'Ivo Tamsin': {
    description: 'Escriba que copia los planes de batalla más deprisa de lo que nadie los escribe.',
    skills: [
      ['Copia en Limpio', 'Copia la última mejora de un aliado en otro aliado.'],
      ['Arenga Manchada de Tinta', 'Aumenta un 10 % el ataque de un aliado durante dos turnos.'],
    ],
  },
  'Elowen Marchbank': {
    description:
      'Médica Mayor de la Enfermería Verdeante, que hizo crecer los jardines de hierbas reales a partir de una sola semilla. Sus remedios son suaves; sus diagnósticos, no.',
    skills: [
      [
        'Remedio Perenne',
        'Cura a todos los aliados un 30 % de su vida y elimina todos los efectos negativos.',
      ],
      ['Atadura de Espinas', 'Enraíza a los dos enemigos más fuertes y les impide actuar durante un turno.'],
      ['Segunda Floración', 'Una vez por batalla, revive a un aliado caído con la mitad de su vida.'],
    ],
  },
  'Fennick Salvay': {
    description: 'Cirujano ambulante que ha cosido a tres reyes y a un dragón muy agradecido.',
    skills: [
      ['Cirugía de Campaña', 'Cura al aliado más herido un 45 % de su vida.'],
      ['Pulso Firme', 'Da a todos los aliados un escudo que dura dos turnos.'],
    ],
  },
  'Rosalind Vey': {
    description:
      'Sanitaria de campaña con delantal reforzado y guanteletes. Atiende a los heridos donde caen, y a los enemigos atrevidos donde están.',
    skills: [
      ['Triaje', 'Cura a los tres aliados más débiles y gana defensa por cada uno.'],
      ['Trato de Enfermera', 'Provoca a los enemigos durante un turno mientras se cura a sí misma.'],
    ],
  },
  'Aurek Hollowmere': {
    description: 'Boticario de voz suave con un cajón para cada veneno y otro para cada cura.',
    skills: [
      ['Pócima Somnífera', 'Duerme a un enemigo durante dos turnos.'],
      ['Botiquín de Antídotos', 'Elimina el veneno y las quemaduras de todos los aliados.'],
      ['Dosis Medida', 'Pasiva: sus curaciones también aumentan un 5 % la velocidad del objetivo.'],
    ],
  },
  'Mirelle Sandrow': {
    description: 'Partera de las aldeas del pantano cuyas nanas sueldan huesos.',
    skills: [
      ['Nana del Pantano', 'Cura un poco a todos los aliados al final de cada turno durante tres turnos.'],
      ['Cataplasma Caliente', 'Cura a un aliado y aumenta su defensa un 15 %.'],
    ],
  },
  'Corwin Ashby': {
    description:
      'Médico de la peste convertido en duelista, convencido de que la mejor medicina es la prevención. La prevención a la fuerza.',
    skills: [
      ['Cuarentena', 'Aísla a un enemigo para que no pueda recibir mejoras durante dos turnos.'],
      ['Estocada de Lanceta', 'Inflige un 180 % de ataque a un enemigo y lo envenena.'],
    ],
  },
  'Bryony Tallow': {
    description:
      'Enfermera de la enfermería que nunca olvida el nombre de un paciente ni el cumpleaños de un soldado.',
    skills: [
      ['Vendas Limpias', 'Cura a un aliado un 25 % de su vida.'],
      ['Palabra Amable', 'Aumenta en 15 la energía de un aliado.'],
    ],
  },
  'Pell Cardew': {
    description:
      'Celador de anchas espaldas que carga camillas, pacientes y, de vez en cuando, a los médicos.',
    skills: [
      ['Camillero', 'Se mueve para proteger a un aliado con menos de la mitad de vida.'],
      ['Espalda Fuerte', 'Se cura un 15 % de su vida.'],
    ],
  },
  'Juniper Lark': {
    description: 'Hija de una recolectora de hierbas que sabe qué malas hierbas ayudan y cuáles muerden.',
    skills: [
      ['Ungüento de Prado', 'Cura un poco a un aliado.'],
      ['Menta Silvestre', 'Aumenta un 5 % la velocidad de un aliado durante dos turnos.'],
    ],
  },
  'Osric Fenn': {
    description: 'Ayudante de anatomista de manos frías y un humor que da sueño.',
    skills: [
      ['Toque Adormecedor', 'Reduce un 15 % la velocidad de un enemigo durante dos turnos.'],
      ['Lección Aburrida', '20 % de probabilidad de dormir a un enemigo.'],
    ],
  },
  'Marguerite Saffron': {
    description:
      'Gran Chef de las cocinas reales, cuyos banquetes han terminado guerras y empezado matrimonios. Nunca ha abierto su especiero dorado delante de un invitado.',
    skills: [
      [
        'Festín de la Concordia',
        'Aumenta un 20 % el ataque y la defensa de todos los aliados durante tres turnos.',
      ],
      ['Gran Final Flambeado', 'Prende fuego a la mesa e inflige un 170 % de ataque a todos los enemigos.'],
      ['Especia Secreta', 'Pasiva: la primera mejora que lanza en cada batalla dura un turno más.'],
    ],
  },
  'Basil Honeycutt': {
    description:
      'Apicultor y panadero cuyos pasteles de miel valen un título de caballero. Defiende sus colmenas con fiereza.',
    skills: [
      ['Glaseado de Miel', 'Da a todos los aliados un escudo pegajoso que ralentiza a quien ataca.'],
      ['Defensa de la Colmena', 'Provoca a todos los enemigos y contraataca una vez por cada golpe.'],
    ],
  },
  'Clementine Dusk': {
    description:
      'Artista pastelera con un cuchillo de chef que se mueve más rápido que la vista. Sus postres son engañosamente peligrosos.',
    skills: [
      ['Juliana', 'Golpea a un enemigo cinco veces con un 50 % de ataque cada vez.'],
      ['Trampa de Azúcar', 'Aturde a un enemigo que haya recibido tres golpes en este turno.'],
    ],
  },
  'Idony Marchpane': {
    description: 'Confitera cuyas esculturas de almendra cobran vida durante exactamente un minuto.',
    skills: [
      ['Centro de Mesa Viviente', 'Invoca a un guardián de azúcar que protege la primera fila.'],
      ['Desmoronarse', 'El guardián estalla e inflige daño en área a todos los enemigos.'],
      ['Goloso', 'Pasiva: cura un poco a los aliados cada vez que se rompe un escudo.'],
    ],
  },
  'Fabian Peppercorn': {
    description: 'Mercader de especias que estornuda fuego. Literalmente.',
    skills: [
      ['Ráfaga de Guindilla Fantasma', 'Inflige un 150 % de ataque a todos los enemigos y los quema.'],
      ['Regateo de Mercader', 'Roba una mejora a un enemigo.'],
    ],
  },
  'Liora Candlewick': {
    description:
      'La panadera del turno de noche, que cuida los hornos a la luz de las velas y conoce cada secreto susurrado en la cocina.',
    skills: [
      ['Hogaza de Medianoche', 'Cura a todos los aliados y les da 10 de energía a cada uno.'],
      [
        'Chismes de Cocina',
        'Confunde a un enemigo para que su próxima habilidad apunte a una unidad al azar.',
      ],
    ],
  },
  'Sorrel Vantage': {
    description: 'Recolectora capaz de encontrar setas a oscuras, y que sabe exactamente cuáles dan sueño.',
    skills: [
      ['Guiso de Setas Somníferas', 'Duerme a dos enemigos durante un turno.'],
      ['Festín Silvestre', 'Aumenta su velocidad un 20 % tras cada habilidad de control que acierta.'],
    ],
  },
  'Rolf Barleymead': {
    description: 'Cervecero tan ancho como sus barriles y el doble de robusto.',
    skills: [
      ['Barril Rodante', 'Carga contra la primera fila y la provoca durante un turno.'],
      ['Negra Reconfortante', 'Se cura y gana un 20 % de defensa.'],
    ],
  },
  'Tansy Greenhollow': {
    description: 'Aprendiz de carnicera con una cuchilla y ninguna paciencia para tonterías.',
    skills: [
      ['Corte Selecto', 'Inflige un 170 % de ataque a un enemigo.'],
      ['Sin Tonterías', 'Quita una mejora a su objetivo antes de golpear.'],
    ],
  },
  'Caspar Ember': {
    description:
      'Cocinero callejero que hace malabares con brochetas sobre las brasas. A veces falla, a propósito.',
    skills: [
      ['Brochetas Voladoras', 'Lanza tres brochetas a enemigos al azar con un 80 % de ataque cada una.'],
      ['Lluvia de Brasas', 'Quema a la retaguardia enemiga durante dos turnos.'],
    ],
  },
  'Nutmeg Parsons': {
    description: 'Una amable señora del té que mantiene el cuartel caliente y los rumores en circulación.',
    skills: [
      ['Taza de Consuelo', 'Cura a un aliado y elimina un efecto negativo.'],
      ['Otra Tetera', 'Aumenta en 5 la energía de todos los aliados.'],
    ],
  },
  'Quince Avery': {
    description:
      'Mozo de cocina que una vez lanzó una olla entera de sopa contra una emboscada de bandidos, y ganó.',
    skills: [
      ['¡A la Mesa!', 'Salpica a todos los enemigos con un 90 % de ataque.'],
      ['Cucharonazo', '15 % de probabilidad de aturdir al enemigo golpeado.'],
    ],
  },
};
