/** 'Outfit Hunting Calendar': when each season's outfits return and how to save for them. */
export const OUTFIT_CALENDAR = `
<p>Seasonal outfits return on a fairly predictable schedule. Here is what I have tracked since launch: which sets come back with which event, how much each costs in event tokens, and how to save between seasons so that you never have to choose between two sets you want.</p>
<p>A disclaimer: the calendar below is based on what has happened, not on anything announced. Event dates move by a week or two most years. Treat it as a planning aid, not a promise.</p>

<h2>The year at a glance</h2>
<ul>
<li><strong>Winter</strong>: Frostbloom and Snowdrift sets from the solstice event.</li>
<li><strong>Spring</strong>: Springtide and Blossom sets from the Flower Fete.</li>
<li><strong>Summer</strong>: Midsummer sets from the Lantern Festival exchange.</li>
<li><strong>Autumn</strong>: Maple and Autumn Ember sets from Harvest Banquet Week.</li>
</ul>
<p>Between the seasonal events, the wardrobe shop rotates older outfits every two weeks. That rotation is where you catch what you missed.</p>

<h2>Winter: the solstice event</h2>
<p>The solstice event runs for two weeks around the longest night. Its exchange shop sells the Frostbloom sets in the first week and the Snowdrift sets in the second. The centrepiece is the <strong>Frostbloom Solstice Garb</strong>, which costs the most tokens but also has the most detailed trim of any winter outfit.</p>
<ul>
<li><strong>Frostbloom Holiday Attire</strong>: the cheaper Frostbloom set, and the one most players buy first.</li>
<li><strong>Snowdrift Fur-Trim Set</strong>: warm colours, heavy cloak, a favourite for Pageant screenshots.</li>
<li><strong>Snowdrift Solstice Garb</strong>: returns only every other year in my records.</li>
</ul>

<h2>Spring: the Flower Fete</h2>
<p>The Fete is the shortest outfit event, only nine days. Plan ahead. The <strong>Springtide Holiday Attire</strong> and <strong>Blossom Fete Attire</strong> are the two sets that return every year; the <strong>Springtide Fur-Trim Set</strong> has appeared twice.</p>
<p>Fete tokens come mostly from the daily garden quests, and you can only earn a fixed number per day. If you start on the third day you will not afford both sets. Start on the first day.</p>

<h2>Summer: the Lantern Festival exchange</h2>
<p>The Lantern Festival is the biggest event of the year and has the biggest exchange shop. The Midsummer sets are the headline, but older sets also return here more often than anywhere else.</p>
<ul>
<li><strong>Midsummer Holiday Attire</strong>: light fabrics, long sleeves, every year.</li>
<li><strong>Lantern Festival Robes</strong>: the festival’s own robes, often paired with a lantern accessory.</li>
<li><strong>Lantern Celebration Garb</strong>: a rarer variant that has returned only once.</li>
</ul>
<p>Open every <strong>Festival Lantern Crate</strong> you earn before the exchange shop closes: the crates hold extra tokens, and they are worth nothing once the festival is over.</p>

<h2>Autumn: Harvest Banquet Week</h2>
<p>Harvest Banquet Week ties outfits to banquets: every toast you attend gives harvest tokens. If you follow the banquet guide on this site, the Autumn sets are the easiest of the year to collect.</p>
<ul>
<li><strong>Autumn Ember Holiday Attire</strong>: every year, usually in the first half of the week.</li>
<li><strong>Maple Solstice Garb</strong>: returns most years.</li>
<li><strong>Autumn Ember Fur-Trim Set</strong>: the hardest to get, because it costs twice as many tokens as the others.</li>
</ul>

<h2>How to save between events</h2>
<p>Save festival tokens between events: the exchange shop often restocks older outfits. A few more rules that have served me well:</p>
<ol>
<li>Keep at least thirty <strong>Outfit Thread Spool</strong> items in reserve. Several sets need them for the final piece.</li>
<li>Trade <strong>Silver Lantern Token</strong> stacks only for sets you cannot get elsewhere.</li>
<li>Don’t spend <strong>Moonrise Ribbon</strong> rewards outside the Moonrise Pageant; the Pageant shop values them far higher.</li>
<li>Check the wardrobe filters for sets you already own in one version. Male and female versions share a single unlock.</li>
</ol>

<h2>Which heroes wear them best</h2>
<p>Outfits are cosmetic, but some pair especially well with certain heroes’ colours. <strong>Marguerite Saffron</strong> looks splendid in anything from the Harvest sets, and <strong>Celestine Harrow</strong> practically belongs in the Frostbloom collection. Dress your main hero for the season; the realm notices.</p>
`.trim();
