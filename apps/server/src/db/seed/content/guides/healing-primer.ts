/** 'Doctors Are Underrated: A Healing Primer': why and how to build around a Doctor. */
export const HEALING_PRIMER = `
<p>Most new players build around damage. It is understandable: damage numbers are big and satisfying, and healing numbers are small and quiet. But in almost every part of the game that lasts longer than a few turns, a good Doctor wins more fights than a second damage dealer. This primer explains why, which Doctors to raise, and how to build a team around one.</p>

<h2>Why healing wins</h2>
<p>A fight is a race between two numbers: how fast you remove the enemy, and how fast the enemy removes you. Damage dealers speed up the first number. Doctors slow down the second. The difference is that damage only matters while the dealer is alive, and a dealer is only alive because someone kept them that way.</p>
<ul>
<li><strong>Healing scales with fight length.</strong> In the Atlas Tower, Starfall Trials and boss events, fights run for ten turns or more. Every turn a Doctor is alive is another heal.</li>
<li><strong>Healing protects your investment.</strong> The hero you spent your <strong>Master’s Skill Codex</strong> on is worthless if it falls on turn two.</li>
<li><strong>Healing is forgiving.</strong> A team with a strong Doctor survives mistakes that would end a team without one.</li>
</ul>

<h2>The Doctors worth raising</h2>
<h3>Elowen Marchbank</h3>
<p><strong>Elowen Marchbank</strong> is the best healer in the game and one of the best heroes overall. She heals the whole team every turn, cleanses one harmful effect each time she acts, and her control skill puts the enemy’s strongest attacker to sleep at exactly the moment your front row needs a rest. If you ever see her on a featured banner, that is the banner to save your <strong>Royal Summons Seal</strong> tokens for.</p>
<h3>Rosalind Vey</h3>
<p><strong>Rosalind Vey</strong> is a Doctor who stands in the front row. She heals herself and her neighbours and has enough defence to take hits. She is the best choice if your team keeps losing its tank, because she is both the tank’s support and a second tank.</p>
<h3>Fennick Salvay and Mirelle Sandrow</h3>
<p><strong>Fennick Salvay</strong> heals less than Elowen but more reliably: his heals are not random, so you can plan around them. <strong>Mirelle Sandrow</strong> is the best healer a free-to-play account is likely to have in its first month, and she stays useful well into the second.</p>
<h3>Budget Doctors</h3>
<ul>
<li><strong>Juniper Lark</strong> comes from the story and is enough for the first twelve chapters.</li>
<li><strong>Bryony Tallow</strong> adds small shields to her heals, which helps against burst.</li>
<li><strong>Pell Cardew</strong> is a sturdy Doctor who can stand in the front row in an emergency.</li>
</ul>

<h2>Where to put your Doctor</h2>
<p>Put your main Doctor in slot 4 so the leader bonus boosts healing, and keep a Control hero in the front row to buy time. Slot 4’s bonus applies to the main hero’s primary stat, and for a Doctor that is healing power: a ten percent bonus on the heal that keeps five heroes alive is worth more than ten percent on one hero’s attack.</p>
<p>Some players put their Doctor in the front row to draw attention away from the back. Don’t, unless it is Rosalind Vey or Pell Cardew: most Doctors will not survive it.</p>

<h2>Gear, gems and relics for healers</h2>
<ul>
<li>The <strong>Apothecary’s Lancet</strong> is the Doctor weapon to aim for: it raises healing and shortens the main skill’s cooldown by one turn.</li>
<li>Socket <strong>Verdant Peridot</strong> gems for healing power first, then a <strong>Moonwell Pearl</strong> for speed so the heal lands before the enemy’s second attack.</li>
<li>The <strong>Evergreen Chalice</strong> relic turns a fifth of overhealing into shields, which makes even a wasted heal useful.</li>
</ul>
<p>Keep a stack of <strong>Infirmary Herb Bundle</strong> items from the guild shop: they are the material for a Doctor’s skill upgrades, and you will need more of them than you expect.</p>

<h2>Two Doctors, no problems</h2>
<p>For the longest fights, two Doctors beat one. This team is slow but nearly impossible to wear down:</p>
<ol>
<li>Front row: <strong>Rosalind Vey</strong></li>
<li>Front row: <strong>Oriane Blackwell</strong></li>
<li>Back row: <strong>Thessaly Moorcroft</strong></li>
<li>Back row, main: <strong>Elowen Marchbank</strong></li>
<li>Back row: <strong>Celestine Harrow</strong></li>
</ol>
<p>Rosalind and Oriane hold the front, Thessaly charms whoever threatens them, Celestine provides the damage, and Elowen keeps the whole arrangement alive. It clears most boss events at a lower power level than a pure damage team would need.</p>

<h2>Common mistakes</h2>
<ul>
<li><strong>Upgrading the heal before the cooldown.</strong> A heal that comes every two turns beats a bigger heal every three.</li>
<li><strong>Giving the Doctor attack gems.</strong> Their damage is not what you need from them.</li>
<li><strong>Leaving the Doctor out of the Guild Coliseum.</strong> Short fights still have a second half, and that is where healers win.</li>
</ul>
<p>Give Doctors a chance. The first time your team survives a boss on one health point because your healer acted first, you will understand why some of us never play without one.</p>
`.trim();
