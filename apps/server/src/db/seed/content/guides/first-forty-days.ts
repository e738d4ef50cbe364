/** 'A Beginner’s Path Through the First Forty Days': a new noble's first weeks, step by step. */
export const FIRST_FORTY_DAYS = `
<p>Starting out in Aurenvale can feel overwhelming: a manor to build, a dozen currencies, a banquet bell that rings three times a day and a summoning hall that never stops asking for attention. This is the order I wish someone had told me when I arrived, written after walking two fresh accounts through their first forty days on different realms.</p>
<p>The short version: build the study first, spend almost nothing on the wrong banners, join an active guild by day eleven, and pick one class to grow until your main hero reaches level 120. Everything below explains why.</p>

<h2>Days 1 to 10: build the manor</h2>
<p>Your manor is the engine of the whole account. Every building speeds something up, but the study speeds up the others, so it goes first and it keeps going first until it reaches level 10.</p>
<ul>
<li><strong>Study before anything else.</strong> Each level shortens every other construction timer. Two days of patience here saves a week later.</li>
<li><strong>Treasury second.</strong> A full treasury means you never wake up to an empty <strong>Gold Coin Purse</strong> just when the study asks for its next level.</li>
<li><strong>Training yard third.</strong> It raises every hero you own, not only your favourites, which matters once you start fielding full teams.</li>
</ul>
<p>Do the daily errands every day, even the boring ones. The errands are where your first <strong>Stamina Biscuit</strong> stacks come from, and stamina is what limits how far you get through the story each evening. Save any <strong>Energy Tonic</strong> you find for the weekend story events, when every stage gives double experience.</p>
<h3>Your first heroes</h3>
<p>The story hands you <strong>Hale Pennick</strong> and <strong>Juniper Lark</strong> in the first hour, and both are better than their R rarity suggests. Hale is a patient Guard who will hold the front row through the whole first month, and Juniper is a Doctor whose small heals add up over long fights. Keep them both; they earn their place until at least day thirty.</p>
<p>Fill the other three slots with whatever the free summons give you, but put your most useful hero in slot 4. Slot 4 is the main position, and its leader bonus is the single largest boost a new team gets.</p>

<h2>Days 1 to 10: what to summon, and when</h2>
<p>Every new noble receives a pile of <strong>Summoning Quill</strong> tokens and a few <strong>Royal Summons Seal</strong> tokens in the first week. It is tempting to spend them all on the first banner you see. Do not.</p>
<ul>
<li>Spend quills freely: they are common, and the standing banner is where you fill out a roster.</li>
<li>Keep every seal until a featured banner shows a <strong>Support</strong> hero you want. A strong Doctor changes a new account far more than another damage dealer.</li>
<li>If the Grand Banquet banner features <strong>Mirelle Sandrow</strong> or <strong>Bryony Tallow</strong>, that is a good moment to spend seals: both are reliable healers you will still use in the second month.</li>
</ul>
<p>Open every <strong>Hero Shard Pouch</strong> as soon as you get it. The shards inside are random, but they only become useful once you have enough of one hero, and you cannot count what you have not opened.</p>

<h2>Days 11 to 25: join a guild</h2>
<p>Guild Bonfire and Guild Trial rewards add up quickly, and from day eleven onwards they are the best source of upgrade materials you have. Pick an active guild over a strong one: a guild of twenty people who all show up at the bonfire beats a guild of forty where only six do.</p>
<p>What to look for when you apply:</p>
<ul>
<li>A bonfire time that suits your evenings. Every <strong>Bonfire Ember</strong> you collect there turns into experience for the whole roster.</li>
<li>Officers who answer questions. A guild chat that explains the Guild Trial rotation is worth more than any reward.</li>
<li>A realistic attitude to the Guild Coliseum. New players are not expected to win there; they are expected to show up.</li>
</ul>
<h3>Spend your first skill materials carefully</h3>
<p>Around day fifteen the first <strong>Skill Manual</strong> drops start arriving. Put them into your slot 4 hero first, then your healer. Spreading manuals evenly across five heroes feels fair and achieves nothing: one hero with a strong main skill wins more stages than five with slightly better ones.</p>

<h2>Days 26 to 40: specialise</h2>
<p>By now you will have a feeling for which class you enjoy. Choose one class to invest in and stick with it until your main hero reaches level 120. The four classes each have a clear strength:</p>
<ul>
<li><strong>Guards</strong> protect. Start with Hale Pennick and look out for <strong>Tobin Grael</strong>, a cheap and sturdy second tank.</li>
<li><strong>Scholars</strong> control and deal area damage. <strong>Nella Brightwater</strong> is a fine early pick, and <strong>Amaryn Solace</strong> teaches you how control chains work.</li>
<li><strong>Doctors</strong> keep everyone alive. Juniper Lark is enough for the story; Mirelle Sandrow makes hard stages comfortable.</li>
<li><strong>Gourmets</strong> buff the team and shine in banquet events. <strong>Nutmeg Parsons</strong> and <strong>Quince Avery</strong> are generous early.</li>
</ul>
<h3>A starter team that works</h3>
<p>The team I recommend to everyone on day thirty, built only from heroes a new account is likely to have:</p>
<ol>
<li>Front row: <strong>Hale Pennick</strong></li>
<li>Front row: <strong>Tobin Grael</strong></li>
<li>Back row: <strong>Nella Brightwater</strong></li>
<li>Back row, main: <strong>Juniper Lark</strong></li>
<li>Back row: <strong>Quince Avery</strong></li>
</ol>
<p>It is not flashy, but it clears the story up to chapter twelve and most early tower floors. Replace heroes one at a time as better ones arrive, and always keep a healer in slot 4 until you have a tank that can survive alone.</p>

<h2>Mistakes I made so you don’t have to</h2>
<ul>
<li>I upgraded decorations before the study. Pretty manor, slow account.</li>
<li>I spent seals on a damage banner on day three. The hero is still on my bench.</li>
<li>I skipped banquets because they felt like chores. They are the easiest experience in the game.</li>
<li>I changed my main class twice in the first month. Every change threw away a week of materials.</li>
</ul>
<p>Forty days in, you should have a level 120 main, a guild you like and a team that can carry itself through the story. From there, the Atlas Tower and the Guild Coliseum guides on this site take over. Welcome to Aurenvale, and good luck at the table.</p>
`.trim();
