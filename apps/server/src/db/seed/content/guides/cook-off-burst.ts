/** 'Gourmet Burst Team for the Cook-Off': a first guide about a budget Gourmet team. */
export const COOK_OFF_BURST = `
<p>My first guide! I tried a lot of teams in the Hearth Guild Cook-Off and this one scored the most points for me. All of them are easy to get, so it works for new players too. I have tried to explain why each hero is there, so you can swap in what you own.</p>

<h2>How the Cook-Off scores</h2>
<p>The Cook-Off is not a normal fight. You face waves of hungry guests, and you score points for every guest you "serve" (defeat) within ten turns. Bonus points come from serving several guests on the same turn and from finishing a wave without losing a hero.</p>
<ul>
<li>Area damage is worth far more than single-target damage.</li>
<li>Gourmet heroes score a fifth more points than other classes.</li>
<li>Healing matters less than usual, because waves are short.</li>
</ul>

<h2>The team</h2>
<ol>
<li>Front row: <strong>Rolf Barleymead</strong></li>
<li>Front row: <strong>Caspar Ember</strong></li>
<li>Back row: <strong>Quince Avery</strong></li>
<li>Back row, main: <strong>Fabian Peppercorn</strong></li>
<li>Back row: <strong>Nutmeg Parsons</strong></li>
</ol>
<p>Five Gourmets, so every point gets the class bonus. None of them is rarer than SSR.</p>

<h2>Why each hero is there</h2>
<h3>Rolf Barleymead</h3>
<p><strong>Rolf Barleymead</strong> is the only tank in the team. His job is to stand in front and not fall over. The guests do not hit hard, but there are a lot of them, and a team with no front row loses its back row by wave three. Give him the <strong>Hearthstone Apron</strong> if you have it: it adds health and makes his taunt last a turn longer.</p>
<h3>Caspar Ember</h3>
<p><strong>Caspar Ember</strong> deals damage to one guest and then splashes to the ones beside it. In the front row he is in a bit of danger, but his splash reaches more guests from there. If he keeps falling, swap him with Quince.</p>
<h3>Fabian Peppercorn</h3>
<p><strong>Fabian Peppercorn</strong> is the main. His area attack hits every guest on the board, and in slot 4 the leader bonus raises it by a tenth. He is the reason this team scores: on a good turn he serves five guests at once.</p>
<h3>Quince Avery</h3>
<p><strong>Quince Avery</strong> is a cheap area attacker. He hits less hard than Fabian, but he finishes off the guests Fabian left standing, which is what earns the multi-serve bonus.</p>
<h3>Nutmeg Parsons</h3>
<p><strong>Nutmeg Parsons</strong> is the support. She raises the whole team’s attack each turn and heals a little. In the Cook-Off her attack buff is worth more than her heal.</p>

<h2>Upgrades that matter</h2>
<ul>
<li>Put your <strong>Skill Manual</strong> stacks into Fabian’s area attack first. Every level is more points.</li>
<li>The <strong>Copper Ladle of Plenty</strong> is the best weapon for Fabian: it raises area damage against guests.</li>
<li>A <strong>Hearthfire Topaz</strong> in each attacker’s gear is worth more than health gems here.</li>
<li>Bring a <strong>Hearth Guild Spice Tin</strong> to the event kitchen before each attempt: it adds a flat bonus to your final score.</li>
</ul>

<h2>Swaps if you have rarer heroes</h2>
<ul>
<li><strong>Marguerite Saffron</strong> replaces Nutmeg and is better in every way, if you are lucky enough to have her.</li>
<li><strong>Idony Marchpane</strong> replaces Quince: she heals and deals area damage.</li>
<li><strong>Basil Honeycutt</strong> replaces Rolf if Rolf keeps falling; he is sturdier but has a weaker taunt.</li>
</ul>

<h2>Turn by turn</h2>
<ol>
<li>Turn one: Rolf taunts, Nutmeg buffs. Don’t attack yet, let the first wave gather.</li>
<li>Turn two: Fabian’s area attack, then Quince and Caspar finish what is left.</li>
<li>Turn three: Rolf taunts again while skills recover.</li>
<li>Repeat. By wave four you should be serving four or five guests per turn.</li>
</ol>
<p>My best score with this team was a bit over nine thousand points, which was enough for the second reward tier. With Marguerite instead of Nutmeg a friend of mine reached the first tier.</p>

<h2>Mistakes I made</h2>
<p>I started with a Guard tank because I thought the class bonus was small. It isn’t: five Gourmets scored almost a quarter more than four Gourmets and a Guard. I also saved Fabian’s attack for the big guests, which wasted turns. Use it as soon as three or more guests are on the board.</p>
<p>Thanks for reading my first guide. Comments and corrections are very welcome!</p>
`.trim();
