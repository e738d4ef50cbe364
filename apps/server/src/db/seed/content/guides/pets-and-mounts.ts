/** 'Pets and Mounts Worth Raising First': which companions repay the treats and polish. */
export const PETS_AND_MOUNTS = `
<p>Pets and mounts are the slowest part of an account to grow, and the easiest to waste materials on. Every <strong>Pet Treat Basket</strong> and every tin of <strong>Saddle Polish</strong> you spend on the wrong companion is gone for good. This guide ranks the companions I would raise first, explains what each one does for you, and suggests which to ignore until much later.</p>

<h2>How companions work</h2>
<p>A pet follows your character and lends its passive bonus to the team in battle. A mount carries your character across the map and lends a smaller bonus, usually to speed or to rewards. Only one pet and one mount count at a time, but you can switch between them freely, so it pays to own a couple of each for different parts of the game.</p>
<ul>
<li>Pets grow with treats. Each level raises the passive bonus.</li>
<li>Mounts grow with polish. Each level raises the bonus and unlocks a new look at levels 10 and 20.</li>
<li>Both have a bond level that rises slowly with use, for free.</li>
</ul>

<h2>Pets to raise first</h2>
<h3>Lanternwing Moth</h3>
<p>The <strong>Lanternwing Moth</strong> raises the whole team’s speed by a small amount, and speed is the stat that decides who acts first in almost every mode. It is the pet I would raise first on any account. Control teams in particular love it, because a control chain only works if your heroes act before the enemy.</p>
<h3>Ironhide Pangolin</h3>
<p>The <strong>Ironhide Pangolin</strong> reduces damage to the front row. It is the best pet for the Atlas Tower and for any team whose tank keeps falling. Raise it second, or first if you play mostly tower floors.</p>
<h3>Inkcap Owl</h3>
<p>The <strong>Inkcap Owl</strong> shows enemy skill timers a turn early. It does nothing for your numbers, but on bosses with phases, such as the Clockwork Regent, it turns guessing into planning.</p>
<h3>Saffron Fox Kit</h3>
<p>The <strong>Saffron Fox Kit</strong> raises banquet rewards. Useless in battle, but if you host banquets daily, it pays for its treats within a month.</p>

<h2>Pets to leave for later</h2>
<ul>
<li><strong>Mossback Tortoise</strong>: a bigger health bonus, but health matters less since the Coliseum changes.</li>
<li><strong>Ember Salamander</strong>: strong with Gourmet burst teams, weak everywhere else.</li>
<li><strong>Meadow Hedgehog</strong> and <strong>Dewdrop Otter</strong>: pleasant companions, small bonuses.</li>
</ul>

<h2>Mounts to raise first</h2>
<h3>Skylark Griffin</h3>
<p>The <strong>Skylark Griffin</strong> shortens travel and expedition timers. Every expedition that comes back sooner is another expedition sent, so the griffin quietly raises your income every day. It is the first mount I would polish.</p>
<h3>Gatewarden Destrier</h3>
<p>The <strong>Gatewarden Destrier</strong> adds defence to Guards. If your main is <strong>Aldric Thornveil</strong> or <strong>Brannoc Ashgrave</strong>, the destrier is worth more than any other mount in the Coliseum.</p>
<h3>Starlit Stag</h3>
<p>The <strong>Starlit Stag</strong> raises Scholar skill damage. It pairs naturally with <strong>Cassian Vellory</strong> or <strong>Lisette Arden</strong> in slot 4.</p>

<h2>Mounts to leave for later</h2>
<ul>
<li><strong>Orchard Pony</strong>: cheap to raise but small bonuses. Fine as a first mount, not worth polish past level 10.</li>
<li><strong>Marsh Strider</strong>: a bonus to marsh maps only.</li>
<li><strong>Copperwing Drake</strong>: spectacular to look at, but its bonus only applies in guild wars.</li>
</ul>

<h2>Where the materials come from</h2>
<ul>
<li>Treat baskets come from the guild shop and from the second reward of the Guild Trial.</li>
<li>Saddle polish comes from expeditions, which is one more reason to raise the griffin first.</li>
<li>Each <strong>Atlas Tower Cache</strong> above floor 60 holds a few of both.</li>
</ul>

<h2>A plan for your first three months</h2>
<ol>
<li>Month one: Lanternwing Moth to level 10, Skylark Griffin to level 10.</li>
<li>Month two: Ironhide Pangolin to level 10, the mount that matches your main class to level 10.</li>
<li>Month three: whichever of the above you use most to level 20.</li>
</ol>
<p>Resist raising a companion just because it is new or beautiful. The moth and the griffin are not glamorous, but they will still be earning their keep a year from now.</p>
`.trim();
