import type { BlogSlug } from './blog-meta'
import type { BlogPostText } from './types'

/** Blog posts of the South African store view. */
export const blogEn: Record<BlogSlug, BlogPostText> = {
  'how-to-choose-a-fridge': {
    title: 'How to choose the right fridge for your family',
    excerpt:
      'Litres per person, freezer space, inverter compressors and how long it stays cold during load-shedding: what really matters when you buy a fridge.',
    content: `
<p>A fridge is the one appliance in your home that never takes a day off. You will live with it for ten to fifteen years, so it pays to spend twenty minutes thinking before you buy. Here is the checklist our buyers use.</p>
<h2>1. Get the size right</h2>
<p>A practical rule of thumb is about <strong>100 litres per person</strong> for the fridge and freezer together, plus 100 litres if you shop monthly, cook in bulk or have teenagers. A couple can live happily with 250 to 300 litres; a family of four usually needs 350 to 450 litres. Our <a href="/i/size-guide">size guide</a> has a full table.</p>
<p>Think about the split between fridge and freezer, too. Families who buy meat in bulk or freeze meals need a freezer of at least 100 litres. If you mostly buy fresh, a larger fridge compartment with good crisper drawers is the better choice.</p>
<h2>2. Pick a layout that suits your kitchen</h2>
<ul>
<li><strong>Top freezer:</strong> the most affordable and usually the most efficient for its size.</li>
<li><strong>Bottom freezer:</strong> the fridge is at eye level, so you bend less for everyday items. The most popular choice for families.</li>
<li><strong>Side-by-side:</strong> lots of space and often a water and ice dispenser, but narrow shelves that do not take a large platter. Needs about 90 cm of width.</li>
<li><strong>French door:</strong> wide fridge shelves above a drawer freezer. Generous and stylish, and priced accordingly.</li>
</ul>
<h2>3. Look at the compressor</h2>
<p>An <strong>inverter compressor</strong> adjusts its speed instead of switching on and off. It uses less electricity, runs more quietly and copes better with the voltage fluctuations that come with load-shedding. Many manufacturers give ten years' warranty on inverter compressors, which tells you something about their confidence.</p>
<h2>4. Check how long it stays cold</h2>
<p>In South Africa this matters more than almost anywhere else. Some manufacturers publish a "power-cut hold time" or "cold retention" figure: how many hours the freezer stays below -9 °C without power. Look for 10 hours or more. Thick insulation and good door seals make the difference.</p>
<h2>5. Frost-free or static?</h2>
<p>Frost-free (no-frost) models circulate cold air so ice never builds up and you never need to defrost. Static models are cheaper and keep food slightly moister, but need defrosting once or twice a year. For most busy households, frost-free is worth the extra.</p>
<h2>6. Read the energy label</h2>
<p>A fridge runs 24 hours a day, so a better energy class pays off. The yearly consumption on the label, multiplied by your tariff, tells you what it will cost to run. See our explanation of <a href="/i/energy-labels">energy labels</a>.</p>
<h2>7. Measure twice</h2>
<p>Measure the space, leaving about 5 cm at the top and a few centimetres behind for ventilation, and check that the door can swing open fully. Then measure your doorways and passages. Our delivery team can remove doors if needed, but they cannot make a fridge narrower.</p>
<p>Ready to compare? Browse our <a href="/c/fridges-freezers">fridges and freezers</a>, or send a photo and your measurements to our large-appliance team on WhatsApp at +27 82 460 1400.</p>
`,
  },

  'load-shedding-appliance-tips': {
    title: 'Load-shedding survival guide for your appliances',
    excerpt:
      'Power cuts are hard on fridges, electronics and nerves. Simple habits that protect your appliances and keep food safe when the lights go out.',
    content: `
<p>Whether it is scheduled load-shedding or an unplanned outage after a storm, power cuts are part of life in South Africa. The outage itself rarely damages appliances. The moment the power comes back is the dangerous part: a surge or a brief spike can damage control boards, compressors and power supplies. Here is what our service centre technicians recommend.</p>
<h2>Before the power goes off</h2>
<ul>
<li><strong>Check the schedule</strong> for your area and plan around it. Start the washing machine or dishwasher only if the cycle will finish before the cut.</li>
<li><strong>Boil the kettle</strong> and fill a flask for tea and coffee. A good vacuum flask keeps water hot for six hours or more.</li>
<li><strong>Charge</strong> phones, power banks, rechargeable lamps and your cordless vacuum.</li>
<li><strong>Freeze bottles of water</strong> and keep them in the freezer. They fill empty space and help keep everything cold for longer.</li>
</ul>
<h2>When the power is off</h2>
<ul>
<li><strong>Switch off at the wall</strong> the appliances that are not needed as soon as the power returns: washing machine, dishwasher, oven, microwave, TV and computer. This protects them from the surge when power is restored.</li>
<li><strong>Keep the fridge and freezer closed.</strong> A full freezer stays frozen for up to 48 hours if you leave it shut; a half-full one for about 24 hours. The fridge stays safe for about four hours.</li>
<li><strong>Cook on gas</strong> if you have a gas hob or a braai. Never use a gas heater or a braai indoors without ventilation.</li>
</ul>
<h2>When the power comes back</h2>
<ul>
<li>Wait two or three minutes before switching appliances on again. The supply often flickers in the first moments.</li>
<li>Switch appliances on one at a time, not all at once.</li>
<li>If the washing machine stopped mid-cycle, most modern models resume automatically. If the door stays locked, wait a few minutes; it releases once the drum has cooled and drained.</li>
</ul>
<h2>Invest in protection</h2>
<p>A <strong>plug-in surge protector</strong> costs a few hundred rand and can save a control board that costs thousands. Use one for the fridge, the TV, the computer and the coffee machine. For whole-house protection, ask a registered electrician about a surge arrester on your distribution board.</p>
<p>If you use an inverter and batteries, check that the inverter delivers a <strong>pure sine wave</strong>. Fridges, microwaves and appliances with motors can run hot or hum on the cheaper modified-sine-wave inverters.</p>
<h2>Choose appliances that cope</h2>
<p>When it is time to replace an appliance, look for inverter motors and compressors, fridges with a long cold-retention time, gas or dual-fuel cooking, and small appliances with low wattage that your backup power can handle. An <a href="/c/air-fryers">air fryer</a> uses far less power than a full-size oven, which makes it a good match for a home inverter.</p>
<p>Damage after a power cut? Our service centre can assess it: WhatsApp +27 82 460 1200. Keep in mind that surge damage is usually covered by your household insurance rather than the product warranty.</p>
`,
  },

  'descaling-a-kettle-in-hard-water-areas': {
    title: 'How to descale a kettle in hard-water areas',
    excerpt:
      'That white crust in your kettle wastes electricity and spoils the taste of your tea. How to remove it with vinegar or citric acid, and how to keep it away.',
    content: `
<p>Live in Bloemfontein, the Karoo or anywhere on borehole water, and you know the white, chalky layer that builds up in a kettle within weeks. It is limescale: calcium and magnesium carbonate that settle out when hard water is heated. It is harmless to drink, but it is bad for your kettle and your tea.</p>
<h2>Why descaling matters</h2>
<ul>
<li><strong>It costs electricity.</strong> Scale insulates the element, so it takes longer and more power to boil the same amount of water.</li>
<li><strong>It shortens the kettle's life.</strong> A scaled element overheats, and the thermostat may switch off too early or too late.</li>
<li><strong>It spoils the taste.</strong> Flakes of scale in your cup are not nice, and they dull the flavour of rooibos and coffee.</li>
</ul>
<h2>Method 1: white vinegar</h2>
<ol>
<li>Fill the kettle halfway with equal parts white spirit vinegar and water.</li>
<li>Bring it to the boil, then switch off and leave it to stand for at least 30 minutes, or an hour if the scale is thick.</li>
<li>Pour it out and scrub loose scale gently with a soft brush. Do not use steel wool on the element or the inside of a stainless-steel kettle.</li>
<li>Fill with clean water, boil and throw it away. Repeat two or three times until the vinegar smell is gone.</li>
</ol>
<h2>Method 2: citric acid</h2>
<p>Citric acid is sold in the baking aisle of most supermarkets. It works as well as vinegar and does not smell.</p>
<ol>
<li>Dissolve one to two tablespoons of citric acid in a litre of water in the kettle.</li>
<li>Boil, switch off and leave for 20 to 30 minutes.</li>
<li>Rinse well and boil fresh water twice before making tea.</li>
</ol>
<p>Lemon juice works too, but you need the juice of about two lemons per litre and the result is less predictable.</p>
<h2>Do not forget the filter</h2>
<p>Most kettles have a removable mesh filter in the spout that catches scale flakes. Take it out and soak it in the same solution, or in a cup of vinegar, then rinse. If it is damaged, our spare-parts team can usually supply a new one: WhatsApp +27 82 460 1300.</p>
<h2>How often?</h2>
<table>
<thead><tr><th>Water</th><th>Descale every</th></tr></thead>
<tbody>
<tr><td>Soft (most of Cape Town, Durban)</td><td>3 to 6 months</td></tr>
<tr><td>Moderately hard</td><td>1 to 2 months</td></tr>
<tr><td>Hard or borehole water</td><td>2 to 4 weeks</td></tr>
</tbody>
</table>
<h2>Keep scale away</h2>
<ul>
<li>Boil only as much water as you need; it saves power too.</li>
<li>Empty the kettle after use instead of leaving water standing.</li>
<li>Use a water-filter jug if your water is very hard. It also improves the taste.</li>
<li>Coffee machines need descaling as well. Use the descaler recommended by the manufacturer, because vinegar can damage some seals.</li>
</ul>
<p>Time for a new kettle? A concealed element and a removable filter make descaling much easier. Browse our <a href="/c/kettles">kettles</a>.</p>
`,
  },

  'bobotie-spiced-air-fryer-chicken-wings': {
    title: 'Bobotie-spiced chicken wings in the air fryer',
    excerpt:
      'All the warm, fruity flavours of bobotie on crisp chicken wings, ready in 30 minutes in the air fryer. With an apricot-chutney glaze.',
    content: `
<p>Bobotie is one of South Africa's great dishes: gently curried mince, sweetened with fruit and finished with a savoury custard. We borrowed its spice mix for chicken wings, and they disappeared in minutes at our last staff braai. The air fryer makes them crisp without a pot of oil.</p>
<h2>Ingredients (serves 4 as a snack, 2 as a meal)</h2>
<h3>For the wings</h3>
<ul>
<li>1 kg chicken wings, tips removed and split at the joint</li>
<li>1 tablespoon mild curry powder</li>
<li>1 teaspoon ground turmeric</li>
<li>½ teaspoon ground ginger</li>
<li>½ teaspoon ground cinnamon</li>
<li>¼ teaspoon ground cloves</li>
<li>1 teaspoon salt</li>
<li>1 teaspoon baking powder (the secret to crisp skin)</li>
<li>1 tablespoon sunflower oil</li>
</ul>
<h3>For the glaze</h3>
<ul>
<li>3 tablespoons fruit chutney</li>
<li>1 tablespoon smooth apricot jam</li>
<li>1 tablespoon lemon juice</li>
<li>1 clove garlic, finely grated</li>
<li>1 tablespoon butter</li>
</ul>
<h2>Method</h2>
<ol>
<li><strong>Dry the wings</strong> thoroughly with paper towel. The drier the skin, the crisper the result.</li>
<li><strong>Season:</strong> mix the curry powder, turmeric, ginger, cinnamon, cloves, salt and baking powder. Toss the wings in the oil, then in the spice mix until evenly coated.</li>
<li><strong>Air fry:</strong> preheat the air fryer to 180 °C. Arrange the wings in a single layer, skin side up, without crowding; cook in two batches if your basket is smaller than 5 litres. Cook for 20 minutes, turning halfway.</li>
<li><strong>Crisp:</strong> turn the heat up to 200 °C and cook for another 5 to 7 minutes, until the skin is deep golden and the thickest part reaches 75 °C on a meat thermometer.</li>
<li><strong>Glaze:</strong> while the wings cook, warm the chutney, jam, lemon juice, garlic and butter in a small pan or in the microwave for 30 seconds until glossy.</li>
<li><strong>Toss</strong> the hot wings in the glaze and serve straight away.</li>
</ol>
<h2>To serve</h2>
<p>Serve the wings the way bobotie is served at home: with yellow rice with raisins, a tomato and onion sambal, sliced banana and a spoon of desiccated coconut. For a braai, put out a bowl of cold yoghurt with grated cucumber and mint to cool the heat.</p>
<h2>Tips</h2>
<ul>
<li>Season the wings up to a day ahead and keep them uncovered in the fridge. The skin dries out and crisps even better.</li>
<li>Like it hotter? Add ½ teaspoon of chilli powder to the spice mix or a chopped fresh chilli to the glaze.</li>
<li>A bay leaf in the glaze while it warms adds the classic bobotie aroma. Remove it before tossing.</li>
<li>Leftovers reheat well: 5 minutes at 180 °C in the air fryer.</li>
</ul>
<p>Cooking for a crowd? A dual-basket air fryer lets you cook two batches at once. Find one in our <a href="/c/air-fryers">air fryer range</a>, and more recipes in our <a href="/c/recipe-e-books">recipe e-books</a>.</p>
`,
  },

  'reading-energy-labels': {
    title: 'Energy labels: what the letters really mean',
    excerpt:
      'A, A+, A+++ or G? How to read the energy label on fridges and washing machines, and turn kilowatt-hours into rand before you buy.',
    content: `
<p>Walk through any appliance store and you will see colourful labels on fridges, washing machines and ovens. They are compulsory in South Africa under the national standard SANS 941, and they are one of the most useful tools you have when comparing appliances. Yet most shoppers only glance at the letter. Here is how to get more out of them.</p>
<h2>The letter is a ranking, not a bill</h2>
<p>The efficiency class, from A (dark green) to G (red), tells you how efficient an appliance is <em>compared with others of the same type and size</em>. Fridges and freezers can also be rated A+, A++ and A+++. A large A-class fridge can still use more electricity than a small B-class one, simply because it cools more space. So look at the letter first, then at the number.</p>
<h2>The number is what you pay for</h2>
<p>Every label shows the energy consumption in kilowatt-hours (kWh): per year for fridges and freezers, per cycle for washing machines, dishwashers and ovens. To turn it into rand, multiply by your tariff. Most households pay between R 3 and R 4 per kWh, depending on the municipality and the time of year.</p>
<h3>Example: two fridge-freezers of the same size</h3>
<ul>
<li>Class A+: 290 kWh a year × R 3.50 = <strong>R 1 015 a year</strong></li>
<li>Class A+++: 180 kWh a year × R 3.50 = <strong>R 630 a year</strong></li>
</ul>
<p>The difference of R 385 a year adds up to almost R 4 000 over ten years, before tariff increases. If the more efficient model costs R 2 000 more, it pays for itself in about five years, and it puts less load on your inverter during load-shedding.</p>
<h2>Washing machines: count cycles</h2>
<p>For washing machines, the label gives energy and water use per cycle on a standard programme. A family of four does about 220 washes a year. Multiply, and you will see why a front loader with a good rating saves both electricity and water. In water-restricted areas, water use per cycle can matter as much as the energy class.</p>
<h2>What the label does not tell you</h2>
<ul>
<li><strong>How you use it.</strong> Washing at 30 °C instead of 60 °C roughly halves the energy used per wash, whatever the label says.</li>
<li><strong>Noise.</strong> Some labels show it in decibels; for open-plan homes it is worth checking.</li>
<li><strong>Standby use.</strong> Appliances with displays and Wi-Fi use a little power all the time.</li>
<li><strong>Where it stands.</strong> A fridge next to the stove or in a hot garage works much harder than the test conditions assume.</li>
</ul>
<h2>A note on imported labels</h2>
<p>Some imported appliances carry a European label. Europe rescaled its labels in 2021: the plus classes were dropped and requirements were tightened, so an appliance that was A+++ on the old scale may now be class D. A European letter is therefore not directly comparable with a South African one. Compare the kWh figures instead.</p>
<p>Our <a href="/i/energy-labels">energy labels page</a> has a quick reference, and every product page in our shop shows the class and consumption. Start with our most efficient <a href="/c/fridges-freezers">fridges and freezers</a> or <a href="/c/washing-machines">washing machines</a>.</p>
`,
  },

  'washing-machine-care': {
    title: 'Washing machine care: seven habits for a longer life',
    excerpt:
      'Most washing machine breakdowns our technicians see could have been avoided. Seven simple habits that keep your machine clean, fresh and working.',
    content: `
<p>Our service centre in Bellville repairs hundreds of washing machines a year. Some faults are simply bad luck, but a surprising number come down to a blocked filter, an overloaded drum or a mouldy seal. Here are the habits our technicians swear by.</p>
<h2>1. Clean the pump filter every two to three months</h2>
<p>Front loaders have a small filter behind a flap at the bottom front of the machine. It catches coins, hair clips, buttons and fluff before they reach the drain pump. Put a shallow dish and a towel on the floor, open the emergency drain hose if there is one, then unscrew the filter slowly. Clean it under the tap and screw it back firmly. A machine that will not drain or shows an error code is very often just a full filter.</p>
<h2>2. Run a hot maintenance wash once a month</h2>
<p>Washing mostly at 30 or 40 °C saves electricity, but it lets detergent residue and bacteria build up, which causes that musty smell. Once a month, run an empty machine on the hottest programme (60 to 90 °C, or the drum-clean programme) with a little powder detergent or a washing-machine cleaner.</p>
<h2>3. Leave the door and drawer open</h2>
<p>After washing, leave the door and the detergent drawer slightly open so the inside can dry. Wipe the rubber door seal with a dry cloth and check its folds for socks, coins and hair. Mould in the seal is the most common cause of bad smells.</p>
<h2>4. Clean the detergent drawer</h2>
<p>Pull the drawer out completely (most have a release tab) and wash it in warm water with an old toothbrush. Also clean the opening it slides into, where softener residue and mould like to hide.</p>
<h2>5. Do not overload, or underload</h2>
<p>You should be able to fit your hand flat on top of the laundry in the drum. An overloaded machine washes badly and strains the bearings and the motor. A single heavy item, like a bath mat, can unbalance the drum and cause violent spinning; add a few towels to balance it.</p>
<h2>6. Use less detergent than you think</h2>
<p>Too much detergent leaves residue on clothes and in the machine, and can cause too much foam, especially in soft water areas such as Cape Town and Durban. Follow the dosing instructions for your water hardness and use low-foam detergent made for front loaders. Liquid capsules are convenient, but powder keeps the machine cleaner.</p>
<h2>7. Check hoses and level once a year</h2>
<p>Look at the inlet and drain hoses for cracks or bulges and replace them every five years. Check that the machine stands level and that all four feet touch the floor; a machine that "walks" across the floor during the spin wears out quickly.</p>
<h2>When to call us</h2>
<p>If the drum makes a grinding noise, water leaks from under the machine, or it trips the electricity, stop using it and contact our service centre on WhatsApp at +27 82 460 1200. Spare parts such as filters, seals and hoses are available from our spare-parts team at +27 82 460 1300.</p>
<p>Time for a new machine? Compare capacities and energy ratings in our <a href="/c/washing-machines">washing machine range</a>.</p>
`,
  },

  'choosing-a-coffee-machine': {
    title: 'Which coffee machine is right for you?',
    excerpt:
      'Capsule, filter, manual espresso or bean-to-cup? We compare the cost per cup, the effort and the taste so you can pick the right machine.',
    content: `
<p>South Africans drink more good coffee than ever, and a decent machine at home pays for itself quickly compared with a daily flat white on the way to work. But there are many types, and the right one depends less on price than on how you like your coffee and how much effort you want to put in.</p>
<h2>Filter coffee machine</h2>
<p>The simplest option: water drips through ground coffee into a jug. Ideal for households that drink several mugs of black coffee in the morning, or for the office. Choose one with a thermal jug rather than a hot plate; the coffee stays hot for hours without tasting stewed.</p>
<p><strong>Best for:</strong> large quantities, black coffee. <strong>Cost per cup:</strong> about R 2 to R 3.</p>
<h2>Capsule machine</h2>
<p>Put in a capsule, press a button, and you have an espresso or lungo in under a minute, with no mess. Capsules are the most expensive way to make coffee, and the used ones need recycling, but nothing beats them for convenience.</p>
<p><strong>Best for:</strong> one or two people, convenience. <strong>Cost per cup:</strong> about R 6 to R 9.</p>
<h2>Manual espresso machine</h2>
<p>You grind the beans, fill and tamp the portafilter, and steam the milk yourself. It takes practice, but it gives you full control and real café-style milk drinks. Budget for a good grinder as well: freshly ground coffee makes more difference than the machine itself.</p>
<p><strong>Best for:</strong> people who enjoy the ritual. <strong>Cost per cup:</strong> about R 2.50 to R 4.</p>
<h2>Bean-to-cup machine</h2>
<p>The machine grinds, tamps, brews and often froths milk at the touch of a button. The most expensive to buy, but cheap per cup because you use beans, and the taste is very good. Choose a model with an automatic milk system if your household drinks cappuccinos.</p>
<p><strong>Best for:</strong> milk drinks, several coffee drinkers. <strong>Cost per cup:</strong> about R 2.50 to R 4.</p>
<h2>Questions to ask yourself</h2>
<ul>
<li><strong>How many cups a day?</strong> More than four, and the cost per cup matters more than the purchase price.</li>
<li><strong>Milk or black?</strong> For milk drinks, look for a steam wand or an automatic milk system.</li>
<li><strong>How much cleaning will you do?</strong> Bean-to-cup machines need their brew unit rinsed and their milk system cleaned daily. Capsule machines need almost nothing.</li>
<li><strong>How hard is your water?</strong> All machines need regular descaling; in hard-water areas, a model with a water filter saves trouble.</li>
</ul>
<h2>A word on power</h2>
<p>Espresso machines draw 1 200 to 1 500 watts while heating, but only for a short time. If you run your kitchen on an inverter during load-shedding, check that it can handle the peak. And use a surge protector: coffee machine control boards are sensitive to spikes.</p>
<p>Ready to choose? Compare our <a href="/c/coffee-machines">coffee machines</a>. Spare carafes, filters and descaler are available from our spare-parts team on WhatsApp at +27 82 460 1300.</p>
`,
  },

  'buttermilk-rusks': {
    title: 'Proper buttermilk rusks',
    excerpt:
      'Every South African family has its rusk recipe. This is ours: simple buttermilk rusks, baked and then dried slowly in the oven, made for dunking.',
    content: `
<p>Nothing says South African kitchen like a tin of homemade rusks next to the kettle. They are baked like a loaf, cut into fingers and then dried for hours until they are crisp enough to survive a good dunk in coffee or rooibos. This basic buttermilk recipe is the one our test kitchen comes back to every time.</p>
<h2>Ingredients (about 40 rusks)</h2>
<ul>
<li>1 kg self-raising flour</li>
<li>1 teaspoon baking powder</li>
<li>1 teaspoon salt</li>
<li>200 g sugar</li>
<li>250 g butter, cold and cubed</li>
<li>500 ml buttermilk</li>
<li>2 large eggs</li>
<li>Optional: 1 teaspoon aniseed, or 200 g muesli and 100 g raisins</li>
</ul>
<h2>Method</h2>
<ol>
<li><strong>Preheat</strong> the oven to 180 °C (160 °C with fan) and grease a large roasting pan of about 35 × 25 cm, or two loaf tins.</li>
<li><strong>Rub in the butter:</strong> mix the flour, baking powder, salt and sugar in a large bowl. Rub in the butter with your fingertips until the mixture looks like coarse breadcrumbs. A food processor or stand mixer with the paddle does this in a minute.</li>
<li><strong>Add the liquid:</strong> whisk the buttermilk and eggs together and stir them in to form a soft dough. Add the aniseed or muesli and raisins now if using. Do not knead; just bring the dough together.</li>
<li><strong>Shape:</strong> with floured hands, roll the dough into balls about the size of a golf ball and pack them tightly side by side in the pan. This gives the traditional rusk shape and makes them easy to break apart.</li>
<li><strong>Bake</strong> for 45 to 60 minutes, until golden and a skewer comes out clean. Turn out onto a rack and let cool for at least an hour.</li>
<li><strong>Break or cut</strong> the loaf into fingers along the lines of the balls.</li>
<li><strong>Dry:</strong> arrange the rusks on oven racks with space between them. Dry at 80 to 100 °C for 4 to 6 hours, or overnight, until completely dry and hard all the way through. Leave the oven door slightly ajar with a wooden spoon so the moisture can escape. A fan oven dries them faster and more evenly.</li>
</ol>
<h2>Tips from our test kitchen</h2>
<ul>
<li>Check your load-shedding schedule before you start drying. If the power goes off, just continue when it returns; the rusks will not spoil.</li>
<li>Rusks that are not fully dry in the centre go soft and mouldy in the tin. Break one open to test.</li>
<li>Stored in an airtight tin, they keep for about a month. They rarely last that long.</li>
<li>For a healthier version, replace a quarter of the flour with wholewheat flour and add seeds such as sunflower and pumpkin seeds.</li>
</ul>
<p>Drying rusks is where a good oven shows its worth: an accurate low temperature and an even fan make all the difference. See our <a href="/c/stoves-ovens">stoves and ovens</a>, and find more family favourites in our <a href="/c/recipe-e-books">recipe e-books</a>.</p>
`,
  },

  'choosing-a-vacuum-cleaner': {
    title: 'Choosing a vacuum cleaner for tiles, rugs and pets',
    excerpt:
      'Cordless stick, cylinder, upright or robot? How to choose a vacuum cleaner that suits your floors, your pets and your power supply.',
    content: `
<p>South African homes are tough on vacuum cleaners: fine Highveld dust, beach sand, dog hair and a mix of tiles, wooden floors and rugs in the same room. The best vacuum cleaner for a flat in Sea Point is not the best one for a family home with two Labradors in Bloemfontein. Start with these questions.</p>
<h2>What floors do you have?</h2>
<ul>
<li><strong>Mostly tiles and hard floors:</strong> suction matters less than a soft brush roll that picks up fine dust and sand without scattering it. Many cordless stick vacuums come with one.</li>
<li><strong>Rugs and carpets:</strong> you need a motorised brush head that agitates the pile, and strong suction.</li>
<li><strong>A mix:</strong> look for a head that adjusts automatically or comes with two interchangeable heads.</li>
</ul>
<h2>The main types</h2>
<h3>Cordless stick</h3>
<p>Light, quick and always ready, these have become the favourite for everyday cleaning. Check the real run time on the normal power setting (often 25 to 40 minutes), not the maximum figure quoted for the lowest setting. A removable battery means you can buy a second one for larger homes.</p>
<h3>Cylinder (canister)</h3>
<p>Still the most powerful for the price, with a long reach under furniture and up stairs. Bagged models are more hygienic for allergy sufferers because the dust stays sealed in the bag; bagless models save on bags but need their filters washed regularly.</p>
<h3>Upright</h3>
<p>Best for large carpeted areas, with a wide brush head and a big container. Heavier to carry and less handy on stairs.</p>
<h3>Robot</h3>
<p>A robot vacuum keeps floors tidy between proper cleans, which is a blessing with pets. It does not replace a main vacuum cleaner, and it needs a tidy floor without loose cables and socks to work well.</p>
<h2>Pets and allergies</h2>
<p>For pet hair, look for a tangle-free brush roll and a dedicated mini turbo tool for sofas and car seats. For allergy sufferers, choose a sealed system with a HEPA filter, which traps fine particles instead of blowing them back into the room.</p>
<h2>Plan around load-shedding</h2>
<p>Cordless vacuums are a good match for South African homes: charge them while the power is on and clean whenever you like. If you have an inverter, a corded cylinder vacuum drawing 700 to 900 watts is usually fine, but avoid old 2 000-watt models.</p>
<h2>Running costs</h2>
<p>Check the price and availability of bags, filters and replacement batteries before you buy. A cheap vacuum with expensive bags is not a bargain. Our spare-parts team stocks bags and filters for every model we sell: WhatsApp +27 82 460 1300.</p>
<p>Compare models in our <a href="/c/vacuum-cleaners">vacuum cleaner</a> range, and ask in any Karoo store for a demonstration on tiles and carpet.</p>
`,
  },

  'green-smoothie-for-busy-mornings': {
    title: 'A green smoothie for busy mornings',
    excerpt:
      'Spinach, banana, pineapple and cold rooibos: a green smoothie that tastes good, keeps you full until lunch and takes two minutes to blend.',
    content: `
<p>Green smoothies have a reputation for tasting like lawn clippings. This one does not. Sweet banana and pineapple hide the spinach, oats and peanut butter make it filling, and cold rooibos instead of juice keeps the sugar down and adds a gentle, honeyed flavour. It takes two minutes, including washing the blender.</p>
<h2>Ingredients (2 glasses)</h2>
<ul>
<li>250 ml cold rooibos tea, or milk or a plant-based drink</li>
<li>1 ripe banana, sliced and frozen</li>
<li>1 cup pineapple or mango pieces, fresh or frozen</li>
<li>2 large handfuls baby spinach (about 60 g)</li>
<li>2 tablespoons rolled oats</li>
<li>1 tablespoon peanut butter</li>
<li>A squeeze of lemon juice</li>
<li>Optional: a small piece of fresh ginger, or a handful of ice</li>
</ul>
<h2>Method</h2>
<ol>
<li><strong>Liquid first:</strong> pour the rooibos into the blender jug. Liquid at the bottom helps the blades pull everything down and stops the motor from labouring.</li>
<li><strong>Then soft ingredients:</strong> add the oats, peanut butter, lemon juice and spinach.</li>
<li><strong>Frozen fruit last:</strong> add the banana and pineapple on top. Their weight pushes the leaves down onto the blades.</li>
<li><strong>Blend:</strong> start on low for a few seconds, then blend on high for 45 to 60 seconds until completely smooth. Add a splash more liquid if it is too thick.</li>
</ol>
<h2>Make it ahead</h2>
<p>On Sunday, pack five freezer bags with the banana, pineapple, spinach and oats for each morning. In the morning, tip one bag into the blender with the rooibos and peanut butter and blend. Frozen spinach blends smoother than fresh, and nothing goes to waste.</p>
<h2>Which blender?</h2>
<p>Any jug blender can make this smoothie, but frozen fruit and leafy greens are where power shows. A blender of 1 000 watts or more with a sturdy glass or Tritan jug gives a silky result without bits of leaf. A personal blender, where the jug doubles as a travel bottle, is perfect if you drink it on the way to work. Our <a href="/c/blenders">blenders</a> range includes both.</p>
<h2>Clean it in 30 seconds</h2>
<p>Rinse the jug straight away, before anything dries on. Then half-fill it with warm water and a drop of dishwashing liquid, blend for 30 seconds and rinse. Once a week, take the blade assembly apart, if your model allows it, and wash the seal.</p>
<h2>Variations</h2>
<ul>
<li><strong>Tropical:</strong> mango, a few mint leaves and coconut milk instead of rooibos.</li>
<li><strong>Berry:</strong> frozen mixed berries instead of pineapple. The colour turns purple, but nobody will guess there is spinach in it.</li>
<li><strong>Protein:</strong> add 125 ml plain yoghurt or double the peanut butter for a post-gym breakfast.</li>
</ul>
<p>Looking for more quick breakfasts? Our <a href="/c/recipe-e-books">recipe e-books</a> are full of them.</p>
`,
  },
}
