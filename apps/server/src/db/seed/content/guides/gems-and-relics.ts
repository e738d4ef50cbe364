/** 'Gems, Relics and Where Your Relic Dust Should Go': spending the slowest materials well. */
export const GEMS_AND_RELICS = `
<p>Gems and relics are where accounts quietly fall behind. The materials arrive slowly, every upgrade is permanent, and the game never tells you which socket or which relic deserves them. After a year of mistakes and two rebuilt accounts, this is the order I spend in, and why.</p>

<h2>Gems: the basics</h2>
<p>Every gear piece has sockets, and every socket takes one gem. Each gem raises one attribute. Three gems of the same kind and tier combine into one of the next tier, which is how you climb from a chip to a flawless stone.</p>
<ul>
<li><strong>Dawnheart Ruby</strong>: attack.</li>
<li><strong>Ironvein Garnet</strong>: defence.</li>
<li><strong>Tidewhisper Sapphire</strong>: resistance to control.</li>
<li><strong>Verdant Peridot</strong>: healing power.</li>
<li><strong>Moonwell Pearl</strong> and <strong>Quicksilver Spinel</strong>: speed, in smaller and larger amounts.</li>
<li><strong>Starlit Opal</strong>: skill damage.</li>
<li><strong>Hearthfire Topaz</strong>: area damage.</li>
<li><strong>Amber Tear</strong>: health.</li>
</ul>

<h2>Which gems go where</h2>
<h3>The main hero first</h3>
<p>Your slot 4 hero’s gems matter twice as much as anyone else’s, because the leader bonus multiplies their main stat. For a Doctor such as <strong>Elowen Marchbank</strong>, that means peridots. For a Scholar such as <strong>Cassian Vellory</strong>, opals. For a Guard such as <strong>Aldric Thornveil</strong>, garnets.</p>
<h3>Then speed everywhere</h3>
<p>Once your main’s gems reach the third tier, put a speed gem in every other hero. Acting first wins more fights than any single number, and a <strong>Quicksilver Spinel</strong> at the second tier is worth more than a ruby at the fourth.</p>
<h3>Only then the rest</h3>
<p>Attack, health and resistance come last. Resistance deserves an exception if you play the Starfall Trials, where every resisted control effect matters.</p>
<p>Keep a <strong>Gem Polishing Cloth</strong> for every combine above the third tier: it keeps the combine from failing, and a failed fourth-tier combine costs more than the cloths ever will.</p>

<h2>Relics: the basics</h2>
<p>A relic is an artefact your team carries into battle. Only one counts at a time, and each has a lasting effect that grows with its level. Relics are raised with <strong>Relic Dust</strong>, which comes from expeditions, the Guild Trial and dismantling duplicate relics.</p>

<h2>Relics worth the dust</h2>
<ul>
<li><strong>Oathstone of the Iron Gate</strong>: shields the front row at the start of each fight. The best general relic and the first one I raise.</li>
<li><strong>Starfall Orrery</strong>: raises Scholar skill damage and shortens cooldowns. Essential for control teams.</li>
<li><strong>Evergreen Chalice</strong>: turns overhealing into shields. The best relic for Doctor-led teams.</li>
<li><strong>Hourglass of Quiet Hours</strong>: raises team speed at the start of every fight. Strong everywhere, brilliant in the Trials.</li>
</ul>
<h3>Relics to leave for later</h3>
<ul>
<li><strong>Banquet Bell of Accord</strong> and <strong>Ember Pepper Mill</strong>: excellent for banquet hosts, useless in battle.</li>
<li><strong>Cartographer’s Lodestone</strong>: only works in the Atlas Tower.</li>
<li><strong>Marsh Lily Reliquary</strong>: a strong healing relic held back by a long warm-up.</li>
<li><strong>Warden’s Lantern</strong>: a good defensive relic, but the Oathstone does the same job better.</li>
</ul>

<h2>How I split my dust</h2>
<ol>
<li>The Oathstone to level 20.</li>
<li>The relic that matches my main class to level 20: the Orrery for Scholars, the Chalice for Doctors.</li>
<li>The Hourglass to level 10.</li>
<li>Then whichever of the three I use most, as far as it goes.</li>
</ol>
<p>Never split dust evenly across many relics. Only one counts at a time, so three relics at level 10 are worth less than one at level 20.</p>

<h2>A team built on these choices</h2>
<ol>
<li>Front row: <strong>Oriane Blackwell</strong>, garnets and the Oathstone.</li>
<li>Front row: <strong>Sera Vantmoor</strong>, rubies and one spinel.</li>
<li>Back row: <strong>Celestine Harrow</strong>, opals and a spinel.</li>
<li>Back row, main: <strong>Elowen Marchbank</strong>, peridots and the Chalice.</li>
<li>Back row: <strong>Liora Candlewick</strong>, spinels.</li>
</ol>
<p>Every gem in it follows the rules above, and it clears most content a month earlier than the same heroes with evenly spread gems.</p>

<h2>Where the materials come from</h2>
<p>Gems drop from the mines behind the manor, from the Guild Coliseum’s weekly chest and from the <strong>Heirloom Chest</strong> rewards of the Heirs Academy. Dust comes mostly from expeditions. If you are short of both, raise the <strong>Skylark Griffin</strong> mount: faster expeditions mean more dust every day.</p>
`.trim();
