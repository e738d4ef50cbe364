/** 'Tank Tier List for the Guild Coliseum': how the Guards and other tanks rank after version 3.4. */
export const COLISEUM_TANKS = `
<p>After the version 3.4 bracket changes, Guild Coliseum fights are shorter and burst damage matters more than it used to. A tank that could stall for twenty turns is now a tank that has eight turns to matter. This list ranks the front-row heroes I have tested across four weeks of brackets, from the ones that decide matches to the budget picks that still carry early rounds.</p>
<p>A word on method: every placement below comes from at least thirty Coliseum matches in the A and B brackets, with the same back row behind each tank, so the differences come from the tank and not the team.</p>

<h2>What changed in 3.4</h2>
<ul>
<li>Matches end after fifteen turns instead of thirty, and the side with more remaining health wins.</li>
<li>Taunts that last longer than two turns were shortened to two.</li>
<li>Shields now decay by a fifth each turn instead of lasting until broken.</li>
</ul>
<p>Together these changes reward tanks that protect others at the right moment over tanks that simply have the most health. They also made control from the front row much more valuable, because a stunned attacker loses a bigger share of a shorter fight.</p>

<h2>Top tier</h2>
<h3>Aldric Thornveil</h3>
<p><strong>Aldric Thornveil</strong> is still the best tank in the Coliseum, and it is not close. Oathwall redirects damage from the whole back row for two turns, which lines up exactly with the new taunt limit, and his stun lands on the enemy’s fastest hero before their burst goes off. Pair him with the <strong>Thornveil Oathblade</strong> if you have it; the extra defence on every taunt turn is the difference between surviving a focused opening and losing him on turn three.</p>
<p>Relic choice matters: the <strong>Oathstone of the Iron Gate</strong> is the obvious pick, but in the A bracket I had better results with the <strong>Warden’s Lantern</strong>, because it protects the healer behind him too.</p>
<h3>Brannoc Ashgrave</h3>
<p><strong>Brannoc Ashgrave</strong> is immune to control when it counts. Anvil Stance makes him ignore stuns and silences for the two turns after he is hit hardest, which is exactly when most control teams try to lock down the front row. He has less utility than Aldric but is far harder to remove, and he wears the <strong>Bellforged Cuirass</strong> better than anyone.</p>

<h2>Strong</h2>
<h3>Oriane Blackwell and Rosalind Vey</h3>
<p><strong>Oriane Blackwell</strong> and <strong>Rosalind Vey</strong> are excellent hybrids. Oriane is a Guard who shields her neighbours, and the shield decay change hurt her less than expected because her shields are refreshed every other turn. Rosalind is technically a Doctor, but she plays as a front-row healer who can take a hit: in short matches, healing yourself while protecting others is worth a lot.</p>
<p>Put either of them in the second front-row slot next to a top-tier tank and you have the most common winning front row in the A bracket this season.</p>
<h3>Sera Vantmoor</h3>
<p><strong>Sera Vantmoor</strong> is the aggressive choice. She deals real damage from the front row, and Unbowed keeps her standing at one health point once per match. She is weaker against control teams, but against other burst teams she often wins the damage race on her own.</p>

<h2>Situational</h2>
<ul>
<li><strong>Ysolde Ferrant</strong>: Riverhook pulls the enemy’s back-row damage dealer forward. Brilliant against teams built around one carry, wasted against balanced teams.</li>
<li><strong>Basil Honeycutt</strong>: a Gourmet tank with party buffs. Fine in the B bracket, fragile in the A bracket.</li>
<li><strong>Pell Cardew</strong>: a sturdy Doctor who keeps himself alive. Good if your healer keeps dying first.</li>
</ul>

<h2>Budget picks</h2>
<p><strong>Tobin Grael</strong> and <strong>Rolf Barleymead</strong> carry early brackets surprisingly well. Tobin’s Hold the Line reduces damage to the whole front row, which makes him a good partner for a stronger tank you are still building. Rolf is a Gourmet who would rather be cooking, but his health pool is huge and his taunt is reliable.</p>
<p>If you are on a budget, spend your <strong>Skill Manual</strong> stacks on Tobin’s main skill and your <strong>Coliseum Laurel</strong> rewards on his gear. He will not win the A bracket, but he will get you there.</p>

<h2>A Coliseum team to copy</h2>
<p>The team that finished most of my A bracket matches this season:</p>
<ol>
<li>Front row: <strong>Aldric Thornveil</strong></li>
<li>Front row: <strong>Oriane Blackwell</strong></li>
<li>Back row: <strong>Cassian Vellory</strong></li>
<li>Back row, main: <strong>Elowen Marchbank</strong></li>
<li>Back row: <strong>Lisette Arden</strong></li>
</ol>
<p>Aldric opens with Oathwall, Cassian freezes the enemy’s fastest two, Lisette floods the board with area damage, and Elowen keeps everyone standing through the second half of the match. If you do not have Elowen yet, <strong>Fennick Salvay</strong> in slot 4 is a fine substitute.</p>

<h2>Gems for tanks</h2>
<p>Socket an <strong>Ironvein Garnet</strong> in every tank’s armour before anything else. Health gems matter less than they did, because matches end before health runs out; defence gems keep mattering. Once your garnets are at the third tier, a <strong>Tidewhisper Sapphire</strong> for resistance is the best second choice against Scholar-heavy teams.</p>
<p>The bracket resets on Monday. See you in the sand.</p>
`.trim();
