import type { PageSet } from './types'

/** CMS pages of the South African store view (English, rand, CPA/ECTA/POPIA). */
export const pagesEn: PageSet = {
  about: {
    title: 'About Karoo Appliances',
    metaDescription:
      'From a Cape Town repair workshop to seven stores across South Africa: meet Karoo Appliances, your home and kitchen appliance specialist.',
    content: `
<h2>Appliances that work as hard as you do</h2>
<p>Karoo Appliances began in 1998 as a two-person repair workshop in Woodstock, Cape Town. Elsa Botha and Sipho Dlamini fixed fridges, stoves and washing machines that other people had given up on, and they learned quickly which brands lasted and which did not. Customers started asking them what to buy, not only what to fix, and the shop floor followed a few years later.</p>
<p>We named the business after the Karoo, where both founders spent their school holidays: a place that rewards things which are simple, tough and honest. That is still how we choose what we sell.</p>
<h2>Karoo today</h2>
<ul>
<li><strong>Seven stores</strong> in Johannesburg, Pretoria, Durban, Cape Town, Gqeberha and Bloemfontein, plus our head office in Cape Town.</li>
<li><strong>Our own service centre</strong> in Bellville, with qualified technicians for large appliances and a spare-parts counter that ships nationwide.</li>
<li><strong>More than 300 colleagues</strong>, many of whom have been with us for over ten years.</li>
<li><strong>Online ordering</strong> with delivery to every province, and click and collect from our stores.</li>
</ul>
<h2>What we stand for</h2>
<h3>Honest advice</h3>
<p>Our staff are not paid to push one brand. If a smaller fridge or a cheaper kettle suits you better, we will tell you. Our <a href="/i/size-guide">size guide</a> and <a href="/i/energy-labels">energy label explainer</a> come from the questions we hear every day in store.</p>
<h3>Built for South African homes</h3>
<p>Hard water, dusty summers, power cuts and voltage spikes are part of life here. We favour appliances with inverter motors, good surge tolerance and parts that are actually available locally, and we keep common spares in stock for at least five years after a model is discontinued.</p>
<h3>Service after the sale</h3>
<p>A purchase is the start of the relationship, not the end. Every appliance is covered by your rights under the Consumer Protection Act and by the manufacturer's warranty, and our service centre handles repairs directly. Read more on our <a href="/warranty-returns">warranty and returns</a> page.</p>
<h2>Beyond South Africa</h2>
<p>Since 2024 we also sell online to customers in Germany and Italy, shipping from our European warehouse. The South African business remains our home, and every decision is still made in Cape Town.</p>
<p>Questions? Our <a href="/customer-service">customer service team</a> is happy to help, or visit one of our stores.</p>
`,
  },

  legal: {
    title: 'Legal information',
    metaDescription:
      'Company details of Karoo Appliances (Pty) Ltd: registration and VAT numbers, registered address, directors and information required by ECTA.',
    content: `
<h2>Who we are</h2>
<p>This website is operated by <strong>Karoo Appliances (Pty) Ltd</strong>, a private company registered in the Republic of South Africa. The information below is provided in terms of section 43 of the Electronic Communications and Transactions Act 25 of 2002 (ECTA).</p>
<table>
<tbody>
<tr><th>Registered name</th><td>Karoo Appliances (Pty) Ltd</td></tr>
<tr><th>Registration number</th><td>2004/118352/07</td></tr>
<tr><th>VAT number</th><td>4720193856</td></tr>
<tr><th>Registered and physical address</th><td>Karoo House, 27 Buitengracht Street, Cape Town City Centre, Cape Town, 8001</td></tr>
<tr><th>Postal address</th><td>PO Box 15420, Vlaeberg, 8018</td></tr>
<tr><th>Telephone</th><td>+27 21 410 5500</td></tr>
<tr><th>E-mail</th><td>hello@karooappliances.co.za</td></tr>
<tr><th>Directors</th><td>Elsa Botha (Chair), Sipho Dlamini (Managing Director), Farah Adams (Finance Director)</td></tr>
<tr><th>Information Officer</th><td>Farah Adams, privacy@karooappliances.co.za</td></tr>
</tbody>
</table>
<h2>Industry and legal framework</h2>
<p>We sell home and kitchen appliances to consumers and businesses. Our sales are governed by South African law, in particular the Consumer Protection Act 68 of 2008 (CPA), ECTA and the Protection of Personal Information Act 4 of 2013 (POPIA). We subscribe to the Consumer Goods and Services Ombud (CGSO) and support its code of conduct for the retail sector.</p>
<h2>Documents available on request</h2>
<ul>
<li>Our manual in terms of the Promotion of Access to Information Act 2 of 2000 (PAIA). It explains which records we keep and how to request them.</li>
<li>Our B-BBEE certificate.</li>
<li>Copies of the terms and policies that applied to a past order.</li>
</ul>
<p>Send requests to our Information Officer at the address above. We respond within the periods set by PAIA.</p>
<h2>Related policies</h2>
<ul>
<li><a href="/terms-conditions">Terms and conditions</a> for buying from us</li>
<li><a href="/privacy-policy">Privacy policy</a> explaining how we handle your personal information</li>
<li><a href="/warranty-returns">Warranty and returns</a>, including your CPA rights</li>
</ul>
<h2>Copyright</h2>
<p>All text, product descriptions, photographs and graphics on this website belong to Karoo Appliances or our suppliers and may not be reproduced without written permission. Brand names and logos are the trademarks of their respective owners.</p>
<h2>Disputes</h2>
<p>If something goes wrong, please talk to us first through our <a href="/customer-service">customer service</a> channels; most issues are solved within a few days. If you are not satisfied with our response, you may refer the matter to the Consumer Goods and Services Ombud or to the National Consumer Commission.</p>
`,
  },

  'privacy-policy': {
    title: 'Privacy policy',
    metaDescription:
      'How Karoo Appliances collects, uses and protects your personal information in line with POPIA, and how to exercise your privacy rights.',
    content: `
<p>Karoo Appliances (Pty) Ltd is the responsible party for the personal information you share with us. We process it in line with the Protection of Personal Information Act 4 of 2013 (POPIA). This policy explains what we collect, why, and what you can do about it. Last updated: 15 January 2026.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Identity and contact details:</strong> name, e-mail address, phone number, delivery and billing addresses.</li>
<li><strong>Order information:</strong> products bought, delivery preferences, warranty registrations and service requests.</li>
<li><strong>Payment information:</strong> processed by our payment providers. We never see or store your full card number.</li>
<li><strong>Business details</strong> if you ask for a tax invoice: company name and VAT number.</li>
<li><strong>Technical information:</strong> device type, browser, pages visited and cookies needed to keep your cart and session working.</li>
</ul>
<h2>Why we use it</h2>
<ul>
<li>To process and deliver your order, and to install or collect appliances where you asked us to.</li>
<li>To handle returns, warranty claims and repairs.</li>
<li>To answer your questions on WhatsApp, by phone, e-mail or the contact form.</li>
<li>To meet our legal obligations, for example keeping tax records for five years as the Tax Administration Act requires.</li>
<li>To send you offers and our newsletter, <strong>only if you opted in</strong>. Every message includes a way to unsubscribe, and you can change your choice under <a href="/my-account/newsletter">newsletter preferences</a>.</li>
</ul>
<h2>Who we share it with</h2>
<p>We share only what is needed with couriers and installation partners, payment providers, the manufacturer of your appliance (for warranty claims), and IT service providers who host our systems. Each operator is bound by a written agreement to keep your information confidential and secure. We do not sell personal information.</p>
<p>Some of our service providers store data outside South Africa. We only transfer information to countries or companies that offer protection substantially similar to POPIA, as section 72 requires.</p>
<h2>How long we keep it</h2>
<p>We keep order and invoice records for five years after the transaction. Account information is kept while your account is active and deleted or de-identified within 12 months after you close it, unless the law requires otherwise.</p>
<h2>Security</h2>
<p>Our website uses encrypted connections, passwords are stored as strong one-way hashes, and staff access is limited to what each role needs. If a security compromise affects your information, we will notify you and the Information Regulator as POPIA requires.</p>
<h2>Your rights</h2>
<ul>
<li>Ask whether we hold information about you and request a copy.</li>
<li>Ask us to correct or delete information that is inaccurate, out of date or no longer needed.</li>
<li>Object to processing, including direct marketing, at any time.</li>
<li>Lodge a complaint with the Information Regulator (South Africa).</li>
</ul>
<p>Contact our Information Officer, Farah Adams, at privacy@karooappliances.co.za or Karoo House, 27 Buitengracht Street, Cape Town, 8001. We will confirm your identity before acting on a request and reply within 30 days. See also our <a href="/legal">legal information</a>.</p>
`,
  },

  'terms-conditions': {
    title: 'Terms and conditions',
    metaDescription:
      'The terms that apply when you buy from Karoo Appliances online or by phone: orders, prices, payment, delivery, returns and liability.',
    content: `
<p>These terms apply to every order placed with Karoo Appliances (Pty) Ltd on this website, by phone or on WhatsApp. They do not limit any right you have under the Consumer Protection Act 68 of 2008 (CPA) or the Electronic Communications and Transactions Act 25 of 2002 (ECTA). Version of 15 January 2026.</p>
<h2>1. Orders</h2>
<p>Your order is an offer to buy. We accept it when we send the order confirmation e-mail. If an item turns out to be unavailable or its price was obviously wrong, we will contact you before processing and you may cancel for a full refund.</p>
<h2>2. Prices</h2>
<p>All prices are in South African rand and include VAT at 15%. Delivery fees are shown at checkout before you pay. If two different prices are displayed for the same item, you pay the lower one. Sale prices apply only during the dates shown.</p>
<h2>3. Payment</h2>
<p>We accept credit and debit cards, instant EFT, QR-code payments, pay-in-instalments and, for some areas, cash on delivery (not available for gift cards and downloads). Orders are processed once payment is confirmed. Business customers can ask for a tax invoice showing their VAT number during checkout.</p>
<h2>4. Delivery and risk</h2>
<p>We deliver within South Africa as described on our <a href="/shipping-delivery">shipping and delivery</a> page. Ownership and risk pass to you when the goods are delivered to you or collected. Please check your delivery and note any visible damage on the delivery slip.</p>
<h2>5. Cancelling and returns</h2>
<p>You may cancel an online order within seven days of delivery in terms of section 44 of ECTA; you only pay the direct cost of returning the goods. Goods bought through direct marketing have a five-business-day cooling-off period under section 16 of the CPA. Details, exceptions and our in-store change-of-mind policy are on the <a href="/warranty-returns">warranty and returns</a> page.</p>
<h2>6. Warranty</h2>
<p>Every product carries the CPA implied warranty of quality for six months after delivery, in addition to the manufacturer's warranty. Optional extended warranties are separate agreements with their own terms.</p>
<h2>7. Your account</h2>
<p>Keep your password private. You are responsible for orders placed with your account unless you tell us it has been misused. We may suspend accounts used for fraud.</p>
<h2>8. Coupons and gift cards</h2>
<p>Coupons cannot be exchanged for cash and only one coupon applies per order unless stated otherwise. Gift cards are valid for three years; see the <a href="/gift-card">gift card</a> page.</p>
<h2>9. Liability</h2>
<p>We are liable for loss caused by our negligence or by defective goods as the CPA provides. We are not liable for indirect loss, such as food spoiled because of a power failure, unless it was caused by a defect in a product we supplied.</p>
<h2>10. Privacy and law</h2>
<p>Your personal information is handled as set out in our <a href="/privacy-policy">privacy policy</a>. These terms are governed by the law of the Republic of South Africa. Our company details are on the <a href="/legal">legal information</a> page.</p>
`,
  },

  'customer-service': {
    title: 'Customer service',
    metaDescription:
      'Contact Karoo Appliances on WhatsApp, by phone or e-mail: customer services, service centre, spare parts and large appliances. Hours and help topics.',
    content: `
<h2>We are here to help</h2>
<p>Whether you need help choosing a fridge, want to change a delivery date or have a washing machine that will not drain, there is a real person on the other end. Choose the channel that suits you.</p>
<h2>WhatsApp</h2>
<p>WhatsApp is the fastest way to reach us. Save the number of the department you need and send us a message with your order number, if you have one.</p>
<table>
<thead><tr><th>Department</th><th>WhatsApp number</th><th>For</th></tr></thead>
<tbody>
<tr><td>Customer services</td><td><a href="https://wa.me/27824601100?text=Hello%20Karoo%20customer%20services%2C%20I%20have%20a%20question%3A">+27 82 460 1100</a></td><td>Orders, payments, delivery dates, returns</td></tr>
<tr><td>Service centre</td><td><a href="https://wa.me/27824601200?text=Hello%20Karoo%20service%20centre%2C%20I%20have%20a%20question%3A">+27 82 460 1200</a></td><td>Repairs, technician visits, warranty claims</td></tr>
<tr><td>Spare parts</td><td><a href="https://wa.me/27824601300?text=Hello%20Karoo%20spare%20parts%2C%20I%20have%20a%20question%3A">+27 82 460 1300</a></td><td>Filters, seals, carafes, baskets and other parts</td></tr>
<tr><td>Large appliances</td><td><a href="https://wa.me/27824601400?text=Hello%20Karoo%20large%20appliances%2C%20I%20have%20a%20question%3A">+27 82 460 1400</a></td><td>Advice, installation and delivery of fridges, stoves, washers</td></tr>
</tbody>
</table>
<h2>Phone and e-mail</h2>
<ul>
<li>Call centre: <strong>0860 52 7662</strong> (from abroad: +27 21 410 5500)</li>
<li>E-mail: help@karooappliances.co.za</li>
<li>Or use our <a href="/contact">contact form</a>. You will receive a confirmation e-mail with a reference number.</li>
</ul>
<h2>Opening hours</h2>
<table>
<thead><tr><th>Day</th><th>Call centre and WhatsApp</th></tr></thead>
<tbody>
<tr><td>Monday to Friday</td><td>08:00 – 18:00</td></tr>
<tr><td>Saturday</td><td>08:00 – 14:00</td></tr>
<tr><td>Sunday and public holidays</td><td>09:00 – 13:00 (WhatsApp only)</td></tr>
</tbody>
</table>
<p>Messages sent after hours are answered first thing the next working morning. Store hours differ per branch and are listed in our <a href="/stores">store locator</a>.</p>
<h2>Quick answers</h2>
<ul>
<li><strong>Where is my order?</strong> Use <a href="/order-tracking">order tracking</a> with your order number and e-mail address.</li>
<li><strong>Delivery fees and times:</strong> see <a href="/shipping-delivery">shipping and delivery</a>.</li>
<li><strong>Something is faulty or you changed your mind:</strong> see <a href="/warranty-returns">warranty and returns</a>.</li>
<li><strong>Register a new appliance</strong> for faster service: <a href="/register-your-warranty">register your warranty</a>.</li>
<li><strong>Ordering from our printed catalogue:</strong> <a href="/order-from-catalog">here is how</a>.</li>
</ul>
<p>Business customers who need a tax invoice or a quote for several units can contact customer services and ask for our business desk.</p>
`,
  },

  'shipping-delivery': {
    title: 'Shipping and delivery',
    metaDescription:
      'Delivery across South Africa: free standard delivery from {{delivery.freeOver}}, large-appliance delivery and installation, click and collect, fees and times.',
    content: `
<h2>Where we deliver</h2>
<p>We deliver to street addresses in all nine provinces of South Africa. Small items travel with our courier partners; fridges, stoves, washing machines and other large appliances are delivered by our own two-person teams in the main metros and by trusted regional partners elsewhere. We do not deliver large appliances to PO boxes or parcel lockers.</p>
<h2>Fees and delivery times</h2>
<table>
<thead><tr><th>Service</th><th>Area</th><th>Time</th><th>Fee</th></tr></thead>
<tbody>
<tr><td>Standard delivery</td><td>All provinces (quickest in Gauteng, Western Cape and KwaZulu-Natal)</td><td>{{delivery.standard.days}} business days</td><td>{{delivery.standard.price}}, free on orders from {{delivery.freeOver}}</td></tr>
<tr><td>Courier express</td><td>All provinces</td><td>{{delivery.express.days}} business days</td><td>{{delivery.express.price}}</td></tr>
<tr><td>Large-appliance delivery and installation</td><td>All provinces</td><td>{{delivery.large_appliance.days}} business days, booked slot</td><td>{{delivery.large_appliance.price}}</td></tr>
<tr><td>Click and collect</td><td>Any Karoo store</td><td>{{delivery.collect.days}} business days</td><td>Free</td></tr>
</tbody>
</table>
<p>Business days are Monday to Friday, excluding public holidays. Orders paid before 12:00 are dispatched the same day when the items are in stock.</p>
<h2>Large appliances: delivery and installation</h2>
<p>Our team will phone you to book a two-hour delivery window. They carry the appliance to the room of your choice, unpack it and take the packaging away. Please measure doorways, passages and stairwells beforehand; our <a href="/i/size-guide">size guide</a> shows how.</p>
<ul>
<li><strong>Installation is included</strong>: washing machines and dishwashers are connected to existing taps and drains, freestanding electric stoves to an existing isolator, for the delivery fee of {{installation.price}} per order and nothing more. Collecting in store? Then nobody installs, and there is nothing to pay for it. Gas and built-in appliances must be installed by a registered installer who can issue a certificate of compliance.</li>
<li><strong>Removal of your old appliance</strong> for responsible recycling: R 150.</li>
</ul>
<p>Fridges and freezers should stand upright for at least four hours before you switch them on, so the refrigerant can settle.</p>
<h2>When your order arrives</h2>
<p>Please check the outer packaging before you sign. If a box is visibly damaged, note it on the delivery slip or refuse the item and let us know on WhatsApp at +27 82 460 1100. Hidden damage discovered when unpacking must be reported within 48 hours, with photos if possible.</p>
<h2>Click and collect</h2>
<p>Choose a store at checkout and wait for the SMS that says your order is ready. Bring your order number and ID. Someone else may collect for you if they bring a copy of your ID and the order number.</p>
<p>Want to know where your parcel is? Use <a href="/order-tracking">order tracking</a>.</p>
`,
  },

  'warranty-returns': {
    title: 'Warranty and returns',
    metaDescription:
      'Your Consumer Protection Act rights at Karoo: six-month implied warranty, cooling-off periods, change-of-mind returns and how to claim.',
    content: `
<p>We want you to be happy with every appliance you buy from us. This page explains your legal rights under the Consumer Protection Act 68 of 2008 (CPA) and the Electronic Communications and Transactions Act (ECTA), and the extra promises we make on top of them.</p>
<h2>Faulty goods: the six-month implied warranty</h2>
<p>Under section 56 of the CPA, every product we sell must be of good quality, in good working order and free of defects. If a product is defective within <strong>six months of delivery</strong>, you may return it at our risk and expense and choose whether we <strong>repair it, replace it or refund you</strong>. If we repair it and the same defect, or a new one, appears within three months of the repair, we will replace the product or refund you.</p>
<p>This warranty does not cover damage caused by misuse, incorrect installation by someone other than us, accidents or normal wear and tear. Power surges are a common cause of damage in South Africa, so we recommend plug-in surge protection for fridges, electronics and coffee machines.</p>
<h2>Manufacturer's and extended warranties</h2>
<p>Most appliances also carry a manufacturer's warranty of one to two years; many compressors and inverter motors are covered for five or even ten years. <a href="/register-your-warranty">Register your warranty</a> so our service centre can help you faster. For longer peace of mind, see our <a href="/c/extended-warranties">extended warranties</a>.</p>
<h2>Changed your mind?</h2>
<ul>
<li><strong>Online orders:</strong> you may cancel within 7 days after delivery (ECTA section 44). You pay only the direct cost of returning the item, and we refund you within 30 days.</li>
<li><strong>Direct marketing:</strong> if you bought after we contacted you, for example by phone, you have a cooling-off period of 5 business days after the sale or delivery, whichever is later (CPA section 16).</li>
<li><strong>In-store purchases:</strong> the law does not require a change-of-mind return, but our store policy gives you 7 days, as long as the item is unused, complete and in its original packaging, with the receipt.</li>
</ul>
<p>Hygiene items such as opened water-filter cartridges, downloads and recipe e-books once downloaded, and appliances installed or built in at your request cannot be returned for change of mind.</p>
<h2>How to return or claim</h2>
<ol>
<li>Contact customer services on WhatsApp at +27 82 460 1100 or through the <a href="/contact">contact form</a>, with your order number and a short description or photo.</li>
<li>Small items: bring them to any Karoo store or we send a courier to collect.</li>
<li>Large appliances: do not send them back yourself. Our service centre (WhatsApp +27 82 460 1200) will arrange a technician visit or collection.</li>
<li>Refunds go back to the original payment method within 10 business days after we receive the item, or sooner.</li>
</ol>
<p>Questions about a repair? Our <a href="/customer-service">customer service</a> page lists all our contact options.</p>
`,
  },

  'gift-card': {
    title: 'Karoo gift cards',
    metaDescription:
      'Give a Karoo Appliances gift card from R 100 to R 5 000. Valid for three years, spendable online and in all our stores.',
    content: `
<h2>The gift that always fits</h2>
<p>Not sure whether they want a stand mixer or a new coffee machine? Let them choose. A Karoo gift card can be spent on anything in our range, online or in any of our stores, from a kettle to a French-door fridge.</p>
<h2>Two ways to give</h2>
<h3>E-gift card</h3>
<p>Choose an amount, add a personal message and the date on which it should arrive. We e-mail the card with its code to the recipient on that day, or to you if you would rather print it. Perfect for last-minute birthdays.</p>
<h3>Physical gift card</h3>
<p>Available at the till in every Karoo store, in a gift envelope. The card is activated when you pay, so keep your receipt.</p>
<h2>Good to know</h2>
<ul>
<li>Values from <strong>R 100 to R 5 000</strong>, in any amount in between.</li>
<li>Valid for <strong>three years</strong> from the date of purchase, as the Consumer Protection Act requires.</li>
<li>Use it in parts: the remaining balance stays on the card until it expires.</li>
<li>Combine several gift cards, or pay the difference by card, EFT or another payment method.</li>
<li>Gift cards cannot be exchanged for cash or used to buy other gift cards.</li>
</ul>
<h2>How to redeem</h2>
<ol>
<li>Add the products you want to your cart.</li>
<li>At checkout, enter the gift card code in the <em>Gift card or voucher</em> field and apply it.</li>
<li>The balance is subtracted from your total. If anything is left to pay, choose a payment method as usual.</li>
</ol>
<p>In store, simply hand your card or show the e-mail at the till.</p>
<h2>Lost card or balance question?</h2>
<p>Treat your gift card like cash. E-gift cards can be re-sent to the original e-mail address. For a physical card, we can block and replace the remaining balance if you still have the purchase receipt. Contact <a href="/customer-service">customer service</a> to check a balance or for help.</p>
<h2>For businesses</h2>
<p>Rewarding staff or clients? We supply gift cards in bulk with a single tax invoice. Ask customer services for our business desk.</p>
`,
  },

  sale: {
    title: 'Sale',
    metaDescription:
      'Current Karoo Appliances sale: reduced prices on fridges, washing machines, kettles, air fryers and more, while stock lasts.',
    content: `
<h2>Good appliances, better prices</h2>
<p>Our sale brings real reductions on appliances we would happily recommend at full price. No old stock we are trying to get rid of, no "special edition" models made just for a promotion: the same fridges, washers, kettles and air fryers you find in our regular range, with the same warranty and after-sales service.</p>
<p><a href="/c/sale">Browse all sale products</a></p>
<h2>Where to start</h2>
<ul>
<li><a href="/c/fridges-freezers">Fridges and freezers</a>: look for inverter compressors, which use less power and cope better with load-shedding restarts.</li>
<li><a href="/c/washing-machines">Washing machines</a>: a front loader with an A-class energy rating pays back part of its price through lower water and electricity bills.</li>
<li><a href="/c/air-fryers">Air fryers</a> and <a href="/c/kettles">kettles</a>: perfect upgrades under R 1 500 that make a daily difference.</li>
<li><a href="/c/kitchen-bundles">Kitchen bundles</a>: matching appliances together, with an extra saving compared with buying them separately.</li>
</ul>
<h2>How our sale prices work</h2>
<ul>
<li>The crossed-out price is the price at which the item was sold in our stores and online immediately before the sale.</li>
<li>Sale prices are valid only during the dates shown on the product page, or while stock lasts. When an item sells out at the sale price, we cannot offer a rain check.</li>
<li>If two different prices are displayed for the same item, you pay the lower one.</li>
<li>Sale prices cannot be combined with other coupons unless a promotion says so. Gift cards are always accepted.</li>
<li>Sale items carry the same rights as any other purchase, including the six-month implied warranty under the Consumer Protection Act. See <a href="/warranty-returns">warranty and returns</a>.</li>
</ul>
<h2>Free delivery and collection</h2>
<p>Standard delivery is free on orders from {{delivery.freeOver}}, and large appliances are delivered and installed for {{installation.price}}. Or collect from your nearest Karoo store at no cost. Details on our <a href="/shipping-delivery">shipping and delivery</a> page.</p>
<h2>Never miss a sale</h2>
<p>Subscribe to our newsletter and get a 10% coupon for your next order, plus early access to sales before they go public. You can unsubscribe at any time.</p>
`,
  },

  'order-tracking': {
    title: 'Order tracking',
    metaDescription:
      'Track your Karoo Appliances order with your order number and e-mail address. What each order status means and when to contact us.',
    content: `
<h2>Where is my order?</h2>
<p>You can follow your order from payment to your front door. All you need is:</p>
<ul>
<li>your <strong>order number</strong>, which is in the subject line of your order confirmation e-mail, and</li>
<li>the <strong>e-mail address</strong> you used at checkout.</li>
</ul>
<p>Enter both in the order tracking form on this page. For security, we only show an order when the number and e-mail address match. Logged-in customers can also see every order under <a href="/my-account/orders">My account, orders</a>.</p>
<h2>What the statuses mean</h2>
<table>
<thead><tr><th>Status</th><th>What is happening</th></tr></thead>
<tbody>
<tr><td>Pending</td><td>We have your order and are waiting for payment confirmation. Instant EFT and card payments usually confirm within minutes; manual EFT can take up to two business days.</td></tr>
<tr><td>Processing</td><td>Payment is confirmed. Your items are being picked and packed, handed to the courier, or booked for large-appliance delivery.</td></tr>
<tr><td>Complete</td><td>Your order has been delivered or collected.</td></tr>
</tbody>
</table>
<p>When a parcel leaves our warehouse, we also send you the courier's waybill number by e-mail and SMS, so you can follow it on the courier's own system. For large appliances, our delivery team phones you to book a time slot.</p>
<h2>My order seems stuck</h2>
<ul>
<li><strong>Still pending after two business days?</strong> Check that your payment went through. If it did, send us proof of payment.</li>
<li><strong>Processing for longer than the delivery time shown at checkout?</strong> During sales and public holidays, dispatch can take an extra day or two. If it has been longer, let us know.</li>
<li><strong>Tracking says delivered but nothing arrived?</strong> Check with neighbours, security or reception first, then contact us within 48 hours.</li>
</ul>
<p>Reach customer services on WhatsApp at +27 82 460 1100 or on 0860 52 7662, and have your order number ready. See <a href="/shipping-delivery">shipping and delivery</a> for normal delivery times.</p>
<h2>Placed an order while offline?</h2>
<p>If you checked out while your connection was down, your order waits on your device and is sent as soon as you are back online. It appears in tracking only once it has reached us and you have received the confirmation e-mail.</p>
`,
  },

  'order-from-catalog': {
    title: 'Order from our catalogue',
    metaDescription:
      'Found something in the printed Karoo catalogue? Order by phone or WhatsApp with the item code, pay safely by link or EFT, and have it delivered.',
    content: `
<h2>Our printed catalogue</h2>
<p>Four times a year we publish the Karoo catalogue with our full range, seasonal specials and recipes from our test kitchen. Pick one up free at any Karoo store, or ask customer services to post one to you. Many of our customers prefer to browse on paper, away from the screen, and then order with a quick message.</p>
<h2>How to order</h2>
<ol>
<li><strong>Note the item code.</strong> Every product in the catalogue has a code printed under its price, for example FRG-1042, and the page number on which it appears.</li>
<li><strong>Contact us</strong> by phone on 0860 52 7662 or on WhatsApp at +27 82 460 1100 (customer services). For fridges, stoves, washing machines and other large appliances, you can also message our large-appliance team at +27 82 460 1400.</li>
<li><strong>Give us the details:</strong> item codes and quantities, your name, delivery address, e-mail address and a phone number.</li>
<li><strong>Pay safely.</strong> We send you a secure payment link by SMS or e-mail, which you can pay by card, instant EFT or in instalments. You can also pay by EFT using your order number as reference, or pay in store when you collect.</li>
<li><strong>Receive your confirmation</strong> by e-mail, with your order number for <a href="/order-tracking">order tracking</a>.</li>
</ol>
<p>Our team will never ask for your card number, CVV or one-time PIN over the phone or on WhatsApp. Only pay through the link we send or at a store.</p>
<h2>Prices and validity</h2>
<p>Catalogue prices are valid for the period printed on the cover, while stock lasts. If the website or a store shows a lower price for the same item at the time you order, we charge the lower price. Delivery fees are the same as online: see <a href="/shipping-delivery">shipping and delivery</a>.</p>
<h2>Your rights</h2>
<p>Orders placed by phone or WhatsApp carry the same warranty and return rights as any other order. If we contacted you first, for example with a call about a catalogue offer, you have a five-business-day cooling-off period under the Consumer Protection Act. More on our <a href="/warranty-returns">warranty and returns</a> page.</p>
<h2>Prefer to order yourself?</h2>
<p>Everything in the catalogue is also in our online shop. Search for the product name, or start with the <a href="/c/large-appliances">large appliances</a> and <a href="/c/small-appliances">small appliances</a> categories.</p>
`,
  },

  'home-inspiration': {
    title: 'Home inspiration',
    metaDescription:
      'Ideas for a kitchen that works: planning around how you cook, coffee corners, small-kitchen tricks and appliances that look good together.',
    content: `
<h2>A kitchen that works the way you live</h2>
<p>The best kitchens are not the ones in magazines; they are the ones where the kettle is where your hand reaches for it at six in the morning. Here are the ideas our customers and staff have shared with us over the years.</p>
<h2>Start with how you cook</h2>
<p>Think about the last week. Did you cook every night, braai on weekends, batch-cook on Sundays, or mostly reheat? A family that batch-cooks needs freezer space more than a fancy ice dispenser. Someone who lives on coffee and toast needs a great coffee machine and a good toaster, not a six-burner range.</p>
<ul>
<li><strong>Batch cooks:</strong> a chest freezer in the garage or a fridge with a large freezer drawer, plus a slow cooker.</li>
<li><strong>Weekday rushers:</strong> an <a href="/c/air-fryers">air fryer</a> and a combination microwave cut dinner time in half.</li>
<li><strong>Bakers:</strong> a fan oven with an accurate thermostat and a stand mixer that does the kneading.</li>
</ul>
<h2>The coffee corner</h2>
<p>Give coffee its own place, away from the stove and close to a plug and the tap. A short run of counter with a <a href="/c/coffee-machines">coffee machine</a>, a grinder and a shelf for cups keeps the morning traffic out of the cooking area. Add a small tray to catch drips and coffee grounds.</p>
<h2>Small kitchen, big ideas</h2>
<ul>
<li>Choose a slimline dishwasher (45 cm) instead of none at all; it saves more water than washing by hand.</li>
<li>A tall, narrow fridge-freezer uses floor space better than a wide one.</li>
<li>Multi-cookers and air-fryer ovens replace two or three single-purpose appliances.</li>
<li>Store appliances you use less than weekly in a cupboard, and keep the counter for the daily ones.</li>
</ul>
<h2>Make it match</h2>
<p>A matching kettle and toaster instantly make a kitchen look finished. Our <a href="/c/kitchen-bundles">kitchen bundles</a> combine appliances in the same finish, with a saving on the set. Stainless steel hides fingerprints less well than it looks in the showroom; brushed or black finishes are easier to live with.</p>
<h2>Plan for power cuts</h2>
<p>A gas hob, a rechargeable lamp and a fridge with good insulation make load-shedding far less disruptive. Read our <a href="/blog/care-and-repair/load-shedding-appliance-tips">load-shedding tips</a> for more.</p>
<p>Need help measuring up? Our <a href="/i/size-guide">size guide</a> takes you through it.</p>
`,
  },

  'size-guide': {
    title: 'Appliance size guide',
    metaDescription:
      'Which fridge capacity, washing-machine drum or air-fryer size suits your household? Plus how to measure your space and doorways.',
    content: `
<h2>Choose the right size</h2>
<p>Too small and you are always squeezing things in; too large and you pay for space and electricity you do not use. Use these guidelines as a starting point, then think about how you shop and cook.</p>
<table>
<thead><tr><th>Household</th><th>Fridge-freezer (total)</th><th>Washing machine drum</th><th>Air fryer</th><th>Microwave</th></tr></thead>
<tbody>
<tr><td>1–2 people</td><td>200–300 litres</td><td>6–7 kg</td><td>3–4 litres</td><td>20 litres</td></tr>
<tr><td>3–4 people</td><td>300–450 litres</td><td>8–9 kg</td><td>5–6 litres</td><td>25–30 litres</td></tr>
<tr><td>5 or more</td><td>450–650 litres</td><td>10–12 kg</td><td>7 litres or a dual basket</td><td>30–34 litres</td></tr>
</tbody>
</table>
<p>Shop once a month, keep bulk meat or cook for the freezer? Move one row up for the fridge. Wash duvets and school uniforms often? Move one row up for the washing machine.</p>
<h2>How to measure your space</h2>
<ol>
<li>Measure the <strong>width, height and depth</strong> of the space at three points each, because walls and counters are rarely perfectly straight. Use the smallest figure.</li>
<li>Leave room for air: most freestanding fridges need about <strong>5 cm</strong> above and <strong>2–5 cm</strong> behind and beside them. Check the installation manual for your model.</li>
<li>Check that the fridge door can open past 90 degrees so drawers can slide out, especially next to a wall.</li>
<li>Allow 2–3 cm behind a washing machine for the hoses.</li>
</ol>
<h2>Measure the way in</h2>
<p>An appliance that fits the kitchen still has to get there. Measure the narrowest point along the route: front door, security gate, passages, stair turns and the kitchen door. The appliance must fit through with about 5 cm to spare, and fridges must stay upright. Door handles and fridge doors can often be removed to gain a few centimetres; our delivery team will do this if needed.</p>
<h2>Common standard sizes</h2>
<ul>
<li>Built-in ovens: 60 cm wide, to fit a standard 60 cm cabinet.</li>
<li>Freestanding stoves: 50, 60 or 90 cm wide.</li>
<li>Dishwashers: 60 cm (12–15 place settings) or slimline 45 cm (9–10 place settings).</li>
<li>Under-counter appliances: about 82–85 cm high; check your counter height.</li>
</ul>
<p>Still unsure? Send a photo and your measurements to our large-appliance team on WhatsApp at +27 82 460 1400 and we will suggest models that fit. Browse <a href="/c/fridges-freezers">fridges and freezers</a> or <a href="/c/washing-machines">washing machines</a>.</p>
`,
  },

  'energy-labels': {
    title: 'Energy labels explained',
    metaDescription:
      'How to read the South African energy label on fridges, washing machines and ovens, and work out what an appliance costs to run.',
    content: `
<h2>Why the label matters</h2>
<p>An appliance's price tag is only part of what it costs you. A fridge runs day and night for 10 years or more, so the difference between an efficient and an inefficient model can be several thousand rand over its life. The energy label helps you compare.</p>
<p>In South Africa, energy labels are compulsory for fridges and freezers, washing machines, tumble dryers, dishwashers, electric ovens, air conditioners and several other appliances, under the national standard SANS 941. Suppliers must show the label on the appliance in store and we show it on the product page online.</p>
<h2>What is on the label</h2>
<ul>
<li><strong>The efficiency class</strong>, on a scale from A (most efficient, dark green) to G (least efficient, red). Fridges and freezers can also be rated A+, A++ or A+++.</li>
<li><strong>Energy consumption</strong> in kWh per year for fridges, or per cycle for washing machines and dishwashers, measured under standard test conditions.</li>
<li><strong>Other key data</strong>, such as capacity in litres or kilograms, water use per cycle, or noise level.</li>
</ul>
<h2>Work out the running cost</h2>
<p>Multiply the yearly consumption by what you pay per kWh. Most municipal and Eskom residential tariffs are currently between R 3 and R 4 per kWh.</p>
<table>
<thead><tr><th>Example fridge-freezer</th><th>Consumption</th><th>Cost per year at R 3.50/kWh</th></tr></thead>
<tbody>
<tr><td>Older model, class C</td><td>450 kWh</td><td>R 1 575</td></tr>
<tr><td>New model, class A+</td><td>290 kWh</td><td>R 1 015</td></tr>
<tr><td>New inverter model, class A+++</td><td>180 kWh</td><td>R 630</td></tr>
</tbody>
</table>
<p>Over ten years, the most efficient fridge in this example saves almost R 9 500 compared with the older one, before tariff increases.</p>
<h2>Tips for comparing</h2>
<ul>
<li>Compare appliances of the same type and similar size; a large A-class fridge can still use more than a small B-class one.</li>
<li>For washing machines, look at water use too. A front loader uses far less water than a top loader, which matters in water-restricted areas.</li>
<li>Inverter compressors and motors usually earn a better class, run quieter and cope better with power interruptions.</li>
<li>European labels look similar but use a rescaled system, so a European class is not directly comparable with a South African one.</li>
</ul>
<p>Read more in our blog post on <a href="/blog/buying-guides/reading-energy-labels">reading energy labels</a>, or compare efficient <a href="/c/fridges-freezers">fridges and freezers</a>.</p>
`,
  },
}
