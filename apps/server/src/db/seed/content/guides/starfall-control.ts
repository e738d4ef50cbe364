/** 'Control Chains in the Starfall Trials': keeping enemies from acting with a Scholar main. */
export const STARFALL_CONTROL = `
<p>The Starfall Trials reward teams that never let the enemy act. With a Scholar main you can chain freezes, silences and charms for up to six turns. This guide explains how control effects stack in the Trials, the order to cast them, and the team that has kept my enemies frozen since the Trials opened.</p>

<h2>How control works in the Trials</h2>
<p>Every control effect in the game has a resistance rule: after an enemy shakes off one effect, it resists the same effect for two turns. The Trials add a twist: an enemy that resists anything gains a stack of Starlight, and at three stacks it acts twice. That makes careless control worse than no control at all.</p>
<ul>
<li><strong>Freezes</strong> stop an enemy for one turn and break when it is hit.</li>
<li><strong>Silences</strong> stop skills but not basic attacks, for two turns.</li>
<li><strong>Charms</strong> turn an enemy against its own team for one turn.</li>
</ul>
<p>The trick is to never cast the same kind of control on the same enemy twice in a row. Rotate freeze, silence and charm, and no enemy ever builds Starlight.</p>

<h2>The team</h2>
<ol>
<li>Front row: <strong>Aurek Hollowmere</strong></li>
<li>Front row: <strong>Ysolde Ferrant</strong></li>
<li>Back row: <strong>Isembard Quill</strong></li>
<li>Back row, main: <strong>Cassian Vellory</strong></li>
<li>Back row: <strong>Amaryn Solace</strong></li>
</ol>
<p><strong>Cassian Vellory</strong> in slot 4 makes every freeze last a turn longer in the Trials, thanks to his leader bonus. Without him, <strong>Thessaly Moorcroft</strong> is the best main: her charms last longer instead.</p>

<h2>Order of casts</h2>
<ul>
<li><strong>Closed Chapter</strong> first, on the two fastest enemies. Cassian’s freeze lands before they act.</li>
<li><strong>Point of Order</strong> as the freeze ends. Isembard’s silence follows the freeze without giving Starlight.</li>
<li><strong>Forbidden Stanza</strong> on whoever is left. Thessaly’s charm, if she is in your team, or Amaryn’s stun otherwise.</li>
</ul>
<p>Then start again. With good speed the chain loops every three turns, and the enemy never acts.</p>

<h2>Why the front row is all control</h2>
<p><strong>Aurek Hollowmere</strong> is a Doctor who puts enemies to sleep, which counts as a fourth kind of control the resistance rule does not share with the others. <strong>Ysolde Ferrant</strong> pulls an enemy from the back row into reach, which lets Cassian freeze the dangerous back-row heroes the Trials like to hide. Neither is a great tank, but a front row that is never attacked does not need to be.</p>

<h2>Speed is everything</h2>
<p>A control chain only works if your heroes act first. The Trials give every enemy a speed bonus, so:</p>
<ul>
<li>Socket a <strong>Quicksilver Spinel</strong> in every control hero’s gear before anything else.</li>
<li>The <strong>Hourglass of Quiet Hours</strong> relic raises team speed at the start of every fight.</li>
<li>Give Cassian the <strong>Comet-Script Quill</strong>: it shortens Closed Chapter’s cooldown by one turn.</li>
<li>Isembard wears the <strong>Archivist’s Mantle</strong> well; it raises the chance his silence lands.</li>
</ul>

<h2>When the chain breaks</h2>
<p>Sooner or later an enemy resists. When it does, stop the chain on that enemy, hit it with everything, and restart on the others. Trying to force a second control effect onto a resisting enemy is how teams lose in the Trials. Keep a <strong>Starlight Essence</strong> in your inventory for the hardest floors: it resets every enemy’s Starlight stacks once per fight.</p>

<h2>Final notes</h2>
<p>This team does very little damage. Fights take a long time, and you will be tempted to swap a control hero for an attacker. Resist: the Trials score by turns survived without losing a hero, not by speed. A slow, safe clear earns the top reward; a fast one that loses Amaryn does not.</p>
<p>If you are just starting with control, practise the rotation on the first ten floors, where a mistake costs little. Count the turns out loud if it helps; by floor eleven the rhythm becomes a habit, and the later floors stop feeling like a puzzle and start feeling like a routine.</p>
<p>Happy freezing.</p>
`.trim();
