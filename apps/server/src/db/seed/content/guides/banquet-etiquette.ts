/** 'Banquet Etiquette and Reward Timing': when to host and attend banquets and what to bring. */
export const BANQUET_ETIQUETTE = `
<p>Banquets run three times a day, and the rewards depend on more than showing up. After two seasons of hosting and attending on a busy realm, here is everything I know about getting the most from the banquet hall without spending all day there.</p>

<h2>How a banquet works</h2>
<p>A host opens a banquet and chooses its size. Guests join until the table is full or the timer ends. When the toast is raised, everyone at the table receives experience, banquet coins and a share of the favour the host earned. The more guests, the larger every share.</p>
<ul>
<li><strong>Small banquets</strong> hold ten guests and cost the host very little.</li>
<li><strong>Grand banquets</strong> hold thirty guests and need a <strong>Gilded Treasure Chest</strong> to open.</li>
<li><strong>Guild banquets</strong> are open only to guild members and give guild experience as well.</li>
</ul>

<h2>When to host</h2>
<p>The 21:30 Banquet has the most guests on most realms, so host then if you want the full guest bonus. The midday banquet is quieter, which makes it the best time to attend rather than host: there are fewer tables, so each one fills, and you can visit several.</p>
<p>If your realm is in a different time zone from most of its players, watch the banquet list for a week before you host. The busiest slot is the one to use, whatever the clock says.</p>
<h3>Timing the toast</h3>
<p>A host can raise the toast early. Don’t. The guest bonus only counts guests present at the toast, so a banquet toasted at twenty guests gives everyone two thirds of what it would at thirty. Wait for the table to fill or for the last minute of the timer.</p>

<h2>What to bring</h2>
<ul>
<li>Gift dishes raise the host’s favour and your own. Cook them in the manor kitchen the evening before.</li>
<li>Gourmet heroes at the table add a small bonus each. <strong>Marguerite Saffron</strong> adds the most, but even <strong>Nutmeg Parsons</strong> helps.</li>
<li>A <strong>Hearth Guild Spice Tin</strong> doubles the value of one dish. Save them for grand banquets.</li>
</ul>
<h3>The best banquet heroes</h3>
<p>Seat Gourmets when you attend. Each class has its place in battle, but at the table only Gourmets count:</p>
<ol>
<li><strong>Marguerite Saffron</strong>: the largest bonus and an extra dish for the host.</li>
<li><strong>Idony Marchpane</strong>: raises the favour every guest earns.</li>
<li><strong>Basil Honeycutt</strong>: reliable and easy to obtain.</li>
<li><strong>Liora Candlewick</strong>: adds banquet coins rather than favour, which is what most new players need.</li>
<li><strong>Fabian Peppercorn</strong>: smaller bonus, but the cheapest to raise.</li>
</ol>

<h2>Relics for hosts</h2>
<p>The <strong>Banquet Bell of Accord</strong> is the relic every regular host should own. It adds five seats to every banquet you open, which makes a small banquet almost as valuable as a grand one. The <strong>Ember Pepper Mill</strong> is a cheaper alternative that raises dish value instead.</p>

<h2>What to do with banquet coins</h2>
<ul>
<li>Buy <strong>Stamina Biscuit</strong> stacks first: stamina is the resource you will always run out of.</li>
<li>Then <strong>Skill Manual</strong> bundles, which the banquet shop sells cheaper than the market.</li>
<li>Never buy decorations with banquet coins until the study in your manor is at level 10.</li>
</ul>

<h2>Etiquette</h2>
<p>Banquets are social, and the realm remembers who behaves well at the table.</p>
<ul>
<li>Bring a dish when you can, even a simple one.</li>
<li>Don’t join a guild banquet of a guild you are about to leave.</li>
<li>Thank the host in chat. It costs nothing and hosts remember.</li>
<li>If you host, announce it in the realm channel a few minutes before. A full table is good for everyone.</li>
</ul>
<p>And please: never leave before the toast! Leaving early lowers the guest count for everyone, and the host loses favour for every empty seat. If you must go, go before the table fills, not after.</p>
`.trim();
