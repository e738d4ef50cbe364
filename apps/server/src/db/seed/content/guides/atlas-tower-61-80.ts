/** 'Climbing the Atlas Tower: Floors 61 to 80': floor by floor through the version 3.2 floors. */
export const ATLAS_TOWER_61_80 = `
<p>The new floors punish slow teams. The Clockwork Regent gains a shield every third turn, so plan your burst around it. This guide walks through floors 61 to 80 in four stretches, with the team I cleared them with, the swaps that help on specific floors, and the floor 78 trick that took me a week to find.</p>

<h2>Before you start</h2>
<ul>
<li>Bring a stack of <strong>Tower Key</strong> items. Every retry costs one, and you will retry.</li>
<li>Clear floor 60 with at least two stars: the reward is the <strong>Cartographer’s Lodestone</strong>, which raises speed for the whole team in the tower only.</li>
<li>Raise your team to level 140 at least. Below that the Regent’s shield outlasts your burst.</li>
</ul>

<h2>Recommended team</h2>
<ol>
<li>Front row: <strong>Rosalind Vey</strong> to hold the line and heal the front.</li>
<li>Front row: <strong>Gideon Marrowfield</strong> for area damage and a stun from the front.</li>
<li>Back row: <strong>Thessaly Moorcroft</strong> to charm the brass courtiers.</li>
<li>Back row, main: <strong>Elowen Marchbank</strong> for sustain.</li>
<li>Back row: <strong>Cassian Vellory</strong> for area damage and freezes.</li>
</ol>
<p>If you lack Elowen, <strong>Fennick Salvay</strong> in slot 4 works for every floor except 78. If you lack Cassian, <strong>Lisette Arden</strong> brings the same area damage without the freezes; you will need more retries on floors 72 and 75.</p>

<h2>Floors 61 to 65: the brass courtiers</h2>
<p>The first stretch is a tutorial in disguise. Each floor has two brass courtiers in the back and a few guards in the front. The courtiers heal each other every other turn, so they must die together or not at all.</p>
<ul>
<li>Charm one courtier with Thessaly on turn one. A charmed courtier heals your team instead.</li>
<li>Save Cassian’s Starfall Index for the turn both courtiers are below half health.</li>
<li>Ignore the guards until the courtiers are gone; they hit softly.</li>
</ul>

<h2>Floors 66 to 70: the clockwork hounds</h2>
<p>The hounds are fast and bite the back row. This is where a sturdy front row pays off: Rosalind’s taunt pulls them forward and her self-heal keeps her standing. Floor 70 is the first gate boss, a giant hound that splits into two smaller ones at half health.</p>
<h3>Floor 70</h3>
<p>Do not burst the giant hound below half health until your area skills are ready. When it splits, both halves must be hit by the same area skill, or the survivor heals to full. Gideon’s Smoke and Mirrors followed by Cassian’s Starfall Index on the same turn does it.</p>
<p>A common question in the comments is which pet to bring here. My answer is the <strong>Inkcap Owl</strong>: its passive reveals the split timing a turn early. The <strong>Ironhide Pangolin</strong> is a fine second choice if your front row keeps falling.</p>

<h2>Floors 71 to 77: the Regent’s court</h2>
<p>These floors introduce the Clockwork Regent’s shield mechanic in smaller form: every enemy gains a shield on turns three, six and nine. Everything in this stretch is about timing.</p>
<ul>
<li>Use your burst on turns one, two, four and five. Holding area skills for the shield turns wastes them.</li>
<li>On shield turns, use control: freezes and charms still land through shields.</li>
<li>Elowen’s cleanse removes the courtiers’ slow, which matters more than her heal on floors 74 and 76.</li>
</ul>
<p>Floor 75 has a timer: if the fight lasts longer than twelve turns, the floor resets. If you keep timing out, swap Thessaly for <strong>Celestine Harrow</strong> and accept a few more hits in exchange for more damage.</p>

<h2>Floor 78</h2>
<p>Silence the left courtier first, or it will heal the Regent to full. The left courtier is the one with a golden quill; it only heals once, but the heal is complete. Silence it on turn one with <strong>Isembard Quill</strong>’s Point of Order if you own him, or with Thessaly’s charm, which also stops the heal. After that, floor 78 is an ordinary fight.</p>

<h2>Floors 79 and 80: the Clockwork Regent</h2>
<p>The Regent fights alone on floor 80, after a warm-up floor with his honour guard. He gains a shield every third turn that absorbs about a third of his health. Plan your burst around it:</p>
<ol>
<li>Turns one and two: control and build up energy. Don’t hit the Regent hard yet.</li>
<li>Turn three: he shields. Keep up control.</li>
<li>Turns four and five: everything at once. This is where the fight is won.</li>
<li>Turn six: he shields again. Heal, cleanse and wait.</li>
</ol>
<p>A good clear takes two burst windows. If you need three, your team is probably under level for the floor.</p>

<h2>Rewards worth knowing</h2>
<p>Every fifth floor gives an <strong>Atlas Tower Cache</strong>. Open them all at once after floor 80: the cache contents scale with your highest cleared floor, so opening them early gives smaller rewards. The floor 80 reward includes a <strong>Starfall Orrery</strong>, the best relic for Scholar teams in the tower.</p>
<p>Good luck up there. The view from floor 80 is worth it.</p>
`.trim();
