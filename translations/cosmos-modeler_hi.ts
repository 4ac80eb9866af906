<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi_IN">
<context>
    <name>AdvisorCatalog</name>
    <message>
        <source>Embed a small, bounded set of children</source>
        <translation>चाइल्ड के छोटे, सीमित सेट को एम्बेड करें</translation>
    </message>
    <message>
        <source>{child} belongs to {parent} in small numbers and is read with it {correlation} of the time.</source>
        <translation>{child} कम संख्या में {parent} से जुड़ा है और {correlation} बार उसके साथ पढ़ा जाता है।</translation>
    </message>
    <message>
        <source>Nothing to change while {child} stays few per {parent} and is read together; it stops applying when they are stored apart.</source>
        <translation>जब तक हर {parent} के लिए {child} कम रहें और साथ पढ़े जाएँ, कुछ बदलने की ज़रूरत नहीं; अलग-अलग स्टोर होने पर यह लागू नहीं रहता।</translation>
    </message>
    <message>
        <source>Store {child} inside the {parent} document as a nested object or array.</source>
        <translation>{child} को {parent} डॉक्यूमेंट के अंदर नेस्टेड ऑब्जेक्ट या ऐरे के रूप में स्टोर करें।</translation>
    </message>
    <message>
        <source>One point read returns everything the screen needs, which is the cheapest and fastest read Cosmos DB offers, and the application never joins on the client.</source>
        <translation>एक ही पॉइंट रीड स्क्रीन के लिए ज़रूरी सब कुछ लौटा देता है, जो Cosmos DB का सबसे सस्ता और सबसे तेज़ रीड है, और एप्लिकेशन को क्लाइंट पर कभी join नहीं करना पड़ता।</translation>
    </message>
    <message>
        <source>Reference children that grow without limit or change on their own</source>
        <translation>असीमित रूप से बढ़ने वाले या अलग से बदलने वाले चाइल्ड को रेफ़रेंस करें</translation>
    </message>
    <message>
        <source>Each {parent} has {children} {child} items, which grow without limit or change on their own (decision: {decision}).</source>
        <translation>हर {parent} के {children} {child} आइटम हैं, जो असीमित रूप से बढ़ते हैं या अलग से बदलते हैं (निर्णय: {decision})।</translation>
    </message>
    <message>
        <source>Give {parent} → {child} a bounded maximum and let the children change only with their parent.</source>
        <translation>{parent} → {child} की एक सीमित अधिकतम संख्या तय करें और चाइल्ड को केवल अपने पैरेंट के साथ बदलने दें।</translation>
    </message>
    <message>
        <source>Keep each {child} as its own document that carries the {parent} id, instead of an array inside {parent}.</source>
        <translation>हर {child} को {parent} के अंदर ऐरे के बजाय एक अलग डॉक्यूमेंट के रूप में रखें, जिसमें {parent} की id हो।</translation>
    </message>
    <message>
        <source>A growing array pushes the parent towards the 2 MB item limit, and every change to one child rewrites the whole parent at a much higher RU cost.</source>
        <translation>बढ़ता हुआ ऐरे पैरेंट को 2 MB की आइटम सीमा की ओर धकेलता है, और किसी एक चाइल्ड में हर बदलाव पूरे पैरेंट को कहीं ज़्यादा RU लागत पर दोबारा लिखता है।</translation>
    </message>
    <message>
        <source>Split an ever-growing list into bucket documents</source>
        <translation>लगातार बढ़ती सूची को बकेट डॉक्यूमेंट में बाँटें</translation>
    </message>
    <message>
        <source>{parent} is read with its {child} items {correlation} of the time, but their number is unbounded, so they cannot all live in one document.</source>
        <translation>{parent} {correlation} बार अपने {child} आइटम के साथ पढ़ा जाता है, लेकिन उनकी संख्या असीमित है, इसलिए वे सब एक डॉक्यूमेंट में नहीं रह सकते।</translation>
    </message>
    <message>
        <source>Set a maximum number of {child} per {parent}, or read them less often with the parent.</source>
        <translation>हर {parent} के लिए {child} की अधिकतम संख्या तय करें, या उन्हें पैरेंट के साथ कम बार पढ़ें।</translation>
    </message>
    <message>
        <source>Group {child} items into bucket documents of a fixed size (for example 100 items or one day each); start a new bucket when the current one is full.</source>
        <translation>{child} आइटम को तय आकार के बकेट डॉक्यूमेंट में समूहित करें (जैसे हर बकेट में 100 आइटम या एक दिन); मौजूदा बकेट भर जाने पर नया बकेट शुरू करें।</translation>
    </message>
    <message>
        <source>Buckets keep the related items together and cheap to read in one go while every document stays far below the size limit.</source>
        <translation>बकेट संबंधित आइटम को साथ रखते हैं और उन्हें एक बार में सस्ते में पढ़ने देते हैं, जबकि हर डॉक्यूमेंट आकार सीमा से काफ़ी नीचे रहता है।</translation>
    </message>
    <message>
        <source>Keep the ids of a bounded many-to-many link on both sides</source>
        <translation>सीमित मेनी-टू-मेनी लिंक की ids दोनों साइड पर रखें</translation>
    </message>
    <message>
        <source>{parent} and {child} are linked many-to-many with few links per item.</source>
        <translation>{parent} और {child} मेनी-टू-मेनी रूप से जुड़े हैं, हर आइटम पर कम लिंक के साथ।</translation>
    </message>
    <message>
        <source>Nothing to change while both sides stay small; a side that grows large needs an edge container instead.</source>
        <translation>जब तक दोनों साइड छोटी रहें, कुछ बदलने की ज़रूरत नहीं; जो साइड बड़ी हो जाए, उसके लिए एज कंटेनर चाहिए।</translation>
    </message>
    <message>
        <source>Store the {child} ids in each {parent} and the {parent} ids in each {child}, and update both when a link changes.</source>
        <translation>हर {parent} में {child} की ids और हर {child} में {parent} की ids स्टोर करें, और लिंक बदलने पर दोनों को अपडेट करें।</translation>
    </message>
    <message>
        <source>Both directions of the question are then answered by one read, without a join and without a third container.</source>
        <translation>तब दोनों दिशाओं के प्रश्न का उत्तर एक ही रीड से मिल जाता है, बिना join और बिना तीसरे कंटेनर के।</translation>
    </message>
    <message>
        <source>Use an edge container for a large many-to-many link</source>
        <translation>बड़े मेनी-टू-मेनी लिंक के लिए एज कंटेनर इस्तेमाल करें</translation>
    </message>
    <message>
        <source>{parent} and {child} are linked many-to-many with too many links per item to copy ids into both sides.</source>
        <translation>{parent} और {child} मेनी-टू-मेनी रूप से जुड़े हैं, और हर आइटम पर इतने ज़्यादा लिंक हैं कि ids को दोनों साइड में कॉपी नहीं किया जा सकता।</translation>
    </message>
    <message>
        <source>Bound the number of links per item under the many-to-many embedding limit.</source>
        <translation>हर आइटम पर लिंक की संख्या को मेनी-टू-मेनी एम्बेडिंग की सीमा के भीतर रखें।</translation>
    </message>
    <message>
        <source>Write one small link document per pair into an edge container, once partitioned by the {parent} id and once by the {child} id.</source>
        <translation>हर जोड़ी के लिए एक छोटा लिंक डॉक्यूमेंट एज कंटेनर में लिखें, एक बार {parent} की id से पार्टिशन किया हुआ और एक बार {child} की id से।</translation>
    </message>
    <message>
        <source>Each direction becomes a single-partition query, and no document grows with the number of links.</source>
        <translation>हर दिशा एक सिंगल-पार्टिशन क्वेरी बन जाती है, और कोई भी डॉक्यूमेंट लिंक की संख्या के साथ नहीं बढ़ता।</translation>
    </message>
    <message>
        <source>Store the ancestor path for tree queries</source>
        <translation>ट्री क्वेरी के लिए पूर्वजों का पाथ स्टोर करें</translation>
    </message>
    <message>
        <source>{entity} refers to itself ({relationship}): it forms a tree.</source>
        <translation>{entity} ख़ुद को रेफ़र करता है ({relationship}): यह एक ट्री बनाता है।</translation>
    </message>
    <message>
        <source>Remove the self-relationship if {entity} is not really a hierarchy.</source>
        <translation>अगर {entity} वास्तव में हायरार्की नहीं है, तो सेल्फ़-रिलेशनशिप हटा दें।</translation>
    </message>
    <message>
        <source>Give each {entity} an array with the ids (or names) of all its ancestors and query a subtree with ARRAY_CONTAINS on that array.</source>
        <translation>हर {entity} को उसके सभी पूर्वजों की ids (या नाम) वाला एक ऐरे दें और उस ऐरे पर ARRAY_CONTAINS से सबट्री की क्वेरी करें।</translation>
    </message>
    <message>
        <source>A whole subtree comes back from one filtered query instead of one lookup per level.</source>
        <translation>हर लेवल के लिए एक लुकअप के बजाय, पूरी सबट्री एक फ़िल्टर की गई क्वेरी से मिल जाती है।</translation>
    </message>
    <message>
        <source>Embed only the latest items</source>
        <translation>केवल नवीनतम आइटम एम्बेड करें</translation>
    </message>
    <message>
        <source>{pattern} reads the latest {latest} {child} items of a {parent}, but all of them together are too large to embed.</source>
        <translation>{pattern} किसी {parent} के नवीनतम {latest} {child} आइटम पढ़ता है, लेकिन सभी आइटम मिलाकर एम्बेड करने के लिए बहुत बड़े हैं।</translation>
    </message>
    <message>
        <source>Goes away when {pattern} no longer asks for the newest items, or when all {child} items fit into {parent}.</source>
        <translation>यह तब हट जाता है जब {pattern} नवीनतम आइटम नहीं माँगता, या जब सभी {child} आइटम {parent} में समा जाते हैं।</translation>
    </message>
    <message>
        <source>Copy the newest {latest} {child} items into the {parent} document and keep every {child} as its own document for the full list.</source>
        <translation>नवीनतम {latest} {child} आइटम को {parent} डॉक्यूमेंट में कॉपी करें और पूरी सूची के लिए हर {child} को अलग डॉक्यूमेंट के रूप में रखें।</translation>
    </message>
    <message>
        <source>The most frequent read is one point read, and the complete history stays available when someone asks for it.</source>
        <translation>सबसे ज़्यादा होने वाला रीड एक पॉइंट रीड होता है, और माँगे जाने पर पूरा इतिहास उपलब्ध रहता है।</translation>
    </message>
    <message>
        <source>Treat an append-only entity as an event log</source>
        <translation>केवल-जोड़ने वाली (append-only) एंटिटी को इवेंट लॉग की तरह मानें</translation>
    </message>
    <message>
        <source>{entity} is only ever created ({patterns}), never changed, and grows without bound.</source>
        <translation>{entity} केवल बनाया जाता है ({patterns}), कभी बदला नहीं जाता, और असीमित रूप से बढ़ता है।</translation>
    </message>
    <message>
        <source>Goes away when {entity} is also updated in place, or its growth is bounded.</source>
        <translation>यह तब हट जाता है जब {entity} को उसी जगह अपडेट भी किया जाए, या उसकी वृद्धि सीमित हो।</translation>
    </message>
    <message>
        <source>Store the {entity} events in one container partitioned by the id they belong to, and let the change feed build the current state or the totals into a separate view.</source>
        <translation>{entity} के इवेंट एक कंटेनर में स्टोर करें, जो उस id से पार्टिशन हो जिससे वे संबंधित हैं, और चेंज फ़ीड को मौजूदा स्थिति या टोटल एक अलग व्यू में बनाने दें।</translation>
    </message>
    <message>
        <source>The log is a complete audit trail, and each read model can be shaped for its own queries without slowing down writes.</source>
        <translation>लॉग एक पूरा ऑडिट ट्रेल है, और हर रीड मॉडल को राइट धीमे किए बिना उसकी अपनी क्वेरी के अनुसार आकार दिया जा सकता है।</translation>
    </message>
    <message>
        <source>Keep a point-in-time copy in documents that never change</source>
        <translation>किसी समय की कॉपी ऐसे डॉक्यूमेंट में रखें जो कभी नहीं बदलते</translation>
    </message>
    <message>
        <source>{entity} keeps {attribute}, a copy of {source} data, and is never updated after it is created.</source>
        <translation>{entity} में {attribute} है, जो {source} डेटा की कॉपी है, और बनने के बाद इसे कभी अपडेट नहीं किया जाता।</translation>
    </message>
    <message>
        <source>Nothing to change if the copy is meant to record the value at that moment.</source>
        <translation>अगर कॉपी का उद्देश्य उस समय की वैल्यू दर्ज करना है, तो कुछ बदलने की ज़रूरत नहीं।</translation>
    </message>
    <message>
        <source>Treat {attribute} as a snapshot: copy it when {entity} is created and do not propagate later changes of {source} to it.</source>
        <translation>{attribute} को स्नैपशॉट मानें: {entity} बनाते समय इसे कॉपी करें और {source} के बाद के बदलाव इसमें न पहुँचाएँ।</translation>
    </message>
    <message>
        <source>The document then shows what was true at the time (an order&apos;s shipping address), whatever happens to the original later.</source>
        <translation>तब डॉक्यूमेंट दिखाता है कि उस समय क्या सही था (जैसे ऑर्डर का शिपिंग पता), बाद में मूल डेटा के साथ चाहे जो हो।</translation>
    </message>
    <message>
        <source>Group time-series readings into time buckets</source>
        <translation>टाइम-सीरीज़ रीडिंग को टाइम बकेट में समूहित करें</translation>
    </message>
    <message>
        <source>{entity} receives {writes} new records per second at peak, each stamped by {time}.</source>
        <translation>{entity} को पीक पर प्रति सेकंड {writes} नए रिकॉर्ड मिलते हैं, हर एक पर {time} का टाइमस्टैम्प होता है।</translation>
    </message>
    <message>
        <source>Goes away below 1,000 new readings per second, or once readings are written in groups.</source>
        <translation>प्रति सेकंड 1,000 से कम नई रीडिंग होने पर, या रीडिंग समूहों में लिखी जाने पर यह हट जाता है।</translation>
    </message>
    <message>
        <source>Partition by the source of the readings (the device) and write one document per source and time window (for example a minute or an hour) that holds all its readings.</source>
        <translation>रीडिंग के स्रोत (डिवाइस) से पार्टिशन करें और हर स्रोत और समय विंडो (जैसे एक मिनट या एक घंटा) के लिए एक डॉक्यूमेंट लिखें जिसमें उसकी सभी रीडिंग हों।</translation>
    </message>
    <message>
        <source>Far fewer documents and write operations, and a time-range query for one device reads a few neighbouring documents in one partition.</source>
        <translation>कहीं कम डॉक्यूमेंट और राइट ऑपरेशन, और एक डिवाइस की टाइम-रेंज क्वेरी एक ही पार्टिशन के कुछ पास-पास के डॉक्यूमेंट पढ़ती है।</translation>
    </message>
    <message>
        <source>Bin records at massive write volumes</source>
        <translation>बहुत बड़े राइट वॉल्यूम पर रिकॉर्ड को बिन करें</translation>
    </message>
    <message>
        <source>Writes reach {writes} per second. Binning {records} {entity} records per document would turn {documentsBefore} documents into {documentsAfter} and {ruBefore} RU/s of writes into {ruAfter} RU/s.</source>
        <translation>राइट प्रति सेकंड {writes} तक पहुँचते हैं। प्रति डॉक्यूमेंट {records} {entity} रिकॉर्ड बिन करने से {documentsBefore} डॉक्यूमेंट {documentsAfter} हो जाएँगे और राइट के {ruBefore} RU/s घटकर {ruAfter} RU/s हो जाएँगे।</translation>
    </message>
    <message>
        <source>Goes away when peak writes stay under the massive-scale threshold and no batch loads millions of records.</source>
        <translation>यह तब हट जाता है जब पीक राइट मैसिव-स्केल सीमा से नीचे रहें और कोई बैच लाखों रिकॉर्ड लोड न करे।</translation>
    </message>
    <message>
        <source>Answer the three massive-scale questions in the checklist, then write chunks of records rather than single records.</source>
        <translation>चेकलिस्ट में मैसिव-स्केल के तीन प्रश्नों के उत्तर दें, फिर अलग-अलग रिकॉर्ड के बजाय रिकॉर्ड के चंक लिखें।</translation>
    </message>
    <message>
        <source>At this volume the number of write operations, not the data size, sets the bill and the number of physical partitions.</source>
        <translation>इस वॉल्यूम पर डेटा का आकार नहीं, बल्कि राइट ऑपरेशन की संख्या बिल और फ़िज़िकल पार्टिशन की संख्या तय करती है।</translation>
    </message>
    <message>
        <source>Write related documents in one transactional batch</source>
        <translation>संबंधित डॉक्यूमेंट एक ट्रांज़ैक्शनल बैच में लिखें</translation>
    </message>
    <message>
        <source>{pattern} changes {entities} together in {containers}.</source>
        <translation>{pattern} {containers} में {entities} को एक साथ बदलता है।</translation>
    </message>
    <message>
        <source>Goes away when {pattern} writes a single document.</source>
        <translation>यह तब हट जाता है जब {pattern} एक ही डॉक्यूमेंट लिखता है।</translation>
    </message>
    <message>
        <source>Send the writes of {pattern} as one TransactionalBatch: all operations share one partition key value, at most 100 operations, and they succeed or fail together.</source>
        <translation>{pattern} के राइट एक TransactionalBatch के रूप में भेजें: सभी ऑपरेशन की पार्टिशन कुंजी वैल्यू एक ही हो, अधिकतम 100 ऑपरेशन हों, और वे एक साथ सफल या विफल होते हैं।</translation>
    </message>
    <message>
        <source>The batch gives all-or-nothing semantics inside one logical partition without a stored procedure.</source>
        <translation>बैच एक लॉजिकल पार्टिशन के भीतर स्टोर्ड प्रोसीजर के बिना सब-या-कुछ-नहीं (all-or-nothing) व्यवहार देता है।</translation>
    </message>
    <message>
        <source>An atomic write spans containers</source>
        <translation>एक एटॉमिक राइट कई कंटेनर में फैला है</translation>
    </message>
    <message>
        <source>{pattern} changes {entities} together, but they live in different containers ({containers}).</source>
        <translation>{pattern} {entities} को एक साथ बदलता है, लेकिन वे अलग-अलग कंटेनर ({containers}) में हैं।</translation>
    </message>
    <message>
        <source>Store these document types in one container with a shared partition key, or accept eventual consistency between them.</source>
        <translation>इन डॉक्यूमेंट टाइप को साझा पार्टिशन कुंजी वाले एक कंटेनर में स्टोर करें, या उनके बीच इवेंचुअल कंसिस्टेंसी स्वीकार करें।</translation>
    </message>
    <message>
        <source>Either co-locate the documents so one TransactionalBatch covers them, or write one of them and let the change feed update the other with retries.</source>
        <translation>या तो डॉक्यूमेंट को को-लोकेट करें ताकि एक TransactionalBatch उन्हें कवर करे, या उनमें से एक लिखें और चेंज फ़ीड को रिट्राई के साथ दूसरे को अपडेट करने दें।</translation>
    </message>
    <message>
        <source>Cosmos DB transactions never cross a logical partition, let alone a container.</source>
        <translation>Cosmos DB ट्रांज़ैक्शन कभी एक लॉजिकल पार्टिशन की सीमा पार नहीं करते, कंटेनर की तो बात ही छोड़िए।</translation>
    </message>
    <message>
        <source>Let expiring data delete itself</source>
        <translation>एक्सपायर होने वाले डेटा को अपने-आप डिलीट होने दें</translation>
    </message>
    <message>
        <source>{entity} documents expire after {ttl} seconds.</source>
        <translation>{entity} डॉक्यूमेंट {ttl} सेकंड के बाद एक्सपायर हो जाते हैं।</translation>
    </message>
    <message>
        <source>Remove the time to live from {entity} if its documents must be kept.</source>
        <translation>अगर {entity} के डॉक्यूमेंट रखने ज़रूरी हैं, तो उससे TTL हटा दें।</translation>
    </message>
    <message>
        <source>Turn on time to live for the container with a default (in seconds) and set ttl to -1 on the items that must never expire.</source>
        <translation>कंटेनर के लिए डिफ़ॉल्ट (सेकंड में) के साथ TTL चालू करें और जो आइटम कभी एक्सपायर नहीं होने चाहिए, उन पर ttl को -1 सेट करें।</translation>
    </message>
    <message>
        <source>Expired items are removed in the background with spare throughput, at no extra cost and with no cleanup job.</source>
        <translation>एक्सपायर हुए आइटम बैकग्राउंड में बचे हुए थ्रूपुट से हटाए जाते हैं, बिना अतिरिक्त लागत और बिना किसी क्लीनअप जॉब के।</translation>
    </message>
    <message>
        <source>Should an unbounded entity expire?</source>
        <translation>क्या असीमित एंटिटी को एक्सपायर होना चाहिए?</translation>
    </message>
    <message>
        <source>{entity} grows without bound and has no expiry.</source>
        <translation>{entity} असीमित रूप से बढ़ता है और इसकी कोई एक्सपायरी नहीं है।</translation>
    </message>
    <message>
        <source>Give {entity} a time to live, or mark its growth as bounded.</source>
        <translation>{entity} को TTL दें, या इसकी वृद्धि को सीमित चिह्नित करें।</translation>
    </message>
    <message>
        <source>Decide how long {entity} must be kept; if there is a limit, set a time to live instead of deleting by hand.</source>
        <translation>तय करें कि {entity} को कितने समय तक रखना ज़रूरी है; अगर कोई सीमा है, तो हाथ से डिलीट करने के बजाय TTL सेट करें।</translation>
    </message>
    <message>
        <source>Data that is never removed keeps adding storage cost and partitions.</source>
        <translation>जो डेटा कभी हटाया नहीं जाता, वह स्टोरेज लागत और पार्टिशन बढ़ाता रहता है।</translation>
    </message>
    <message>
        <source>Move large objects to Blob Storage</source>
        <translation>बड़े ऑब्जेक्ट को Blob Storage में ले जाएँ</translation>
    </message>
    <message>
        <source>{entity} documents can reach {maxKB}, beyond the 2 MB item limit.</source>
        <translation>{entity} डॉक्यूमेंट {maxKB} तक पहुँच सकते हैं, जो 2 MB की आइटम सीमा से ज़्यादा है।</translation>
    </message>
    <message>
        <source>Bring the maximum size of {entity} under 2 MB.</source>
        <translation>{entity} का अधिकतम आकार 2 MB से कम करें।</translation>
    </message>
    <message>
        <source>Put the large binary part of {entity} in Azure Blob Storage and keep its URI with the searchable metadata in Cosmos DB.</source>
        <translation>{entity} का बड़ा बाइनरी हिस्सा Azure Blob Storage में रखें और उसका URI खोजने योग्य मेटाडेटा के साथ Cosmos DB में रखें।</translation>
    </message>
    <message>
        <source>Cosmos DB items cannot exceed 2 MB and every byte costs RU on each read and write; Blob Storage is built and priced for large objects.</source>
        <translation>Cosmos DB आइटम 2 MB से बड़े नहीं हो सकते और हर रीड और राइट पर हर बाइट की RU लागत होती है; Blob Storage बड़े ऑब्जेक्ट के लिए ही बना है और उसी हिसाब से उसकी क़ीमत है।</translation>
    </message>
    <message>
        <source>Maintain a second copy partitioned by the other key</source>
        <translation>दूसरी कुंजी से पार्टिशन की गई दूसरी कॉपी बनाए रखें</translation>
    </message>
    <message>
        <source>{entity} is read by its key ({idPattern}) and also queried by {property} in {pattern} at {rps} requests per second, which fans out across partitions ({ru} RU/s).</source>
        <translation>{entity} अपनी कुंजी ({idPattern}) से पढ़ा जाता है और {pattern} में {property} से प्रति सेकंड {rps} रिक्वेस्ट पर क्वेरी भी किया जाता है, जो सभी पार्टिशन में फैल जाती है ({ru} RU/s)।</translation>
    </message>
    <message>
        <source>Goes away when {pattern} filters on the partition key, or runs below 100 requests per second.</source>
        <translation>यह तब हट जाता है जब {pattern} पार्टिशन कुंजी पर फ़िल्टर करे, या प्रति सेकंड 100 से कम रिक्वेस्ट पर चले।</translation>
    </message>
    <message>
        <source>Use the change feed to copy {entity} into a second container partitioned by {property}, and serve {pattern} from it.</source>
        <translation>चेंज फ़ीड से {entity} को {property} से पार्टिशन किए गए दूसरे कंटेनर में कॉपी करें, और {pattern} को वहीं से चलाएँ।</translation>
    </message>
    <message>
        <source>The work moves from every read to each write, and both access paths become single-partition.</source>
        <translation>काम हर रीड से हटकर हर राइट पर आ जाता है, और दोनों एक्सेस पाथ सिंगल-पार्टिशन बन जाते हैं।</translation>
    </message>
    <message>
        <source>Run large scans on the analytical store</source>
        <translation>बड़े स्कैन एनालिटिकल स्टोर पर चलाएँ</translation>
    </message>
    <message>
        <source>{pattern} scans across partitions for about {count} results.</source>
        <translation>{pattern} लगभग {count} परिणामों के लिए सभी पार्टिशन में स्कैन करता है।</translation>
    </message>
    <message>
        <source>Goes away when {pattern} targets one partition or returns fewer than 1,000 items.</source>
        <translation>यह तब हट जाता है जब {pattern} एक पार्टिशन को टारगेट करे या 1,000 से कम आइटम लौटाए।</translation>
    </message>
    <message>
        <source>If {pattern} is reporting or analytics, enable the analytical store (Synapse Link or Fabric mirroring) and run it there.</source>
        <translation>अगर {pattern} रिपोर्टिंग या एनालिटिक्स है, तो एनालिटिकल स्टोर (Synapse Link या Fabric मिररिंग) चालू करें और उसे वहीं चलाएँ।</translation>
    </message>
    <message>
        <source>Analytical queries on the column store use no request units of the transactional workload and do not slow it down.</source>
        <translation>कॉलम स्टोर पर एनालिटिकल क्वेरी ट्रांज़ैक्शनल वर्कलोड की कोई रिक्वेस्ट यूनिट इस्तेमाल नहीं करतीं और उसे धीमा नहीं करतीं।</translation>
    </message>
    <message>
        <source>React to changes with the change feed</source>
        <translation>चेंज फ़ीड से बदलावों पर प्रतिक्रिया दें</translation>
    </message>
    <message>
        <source>{pattern} (“{description}”) sets off further work after it writes.</source>
        <translation>{pattern} (“{description}”) राइट करने के बाद आगे का काम शुरू करता है।</translation>
    </message>
    <message>
        <source>Goes away when nothing has to happen as a consequence of {pattern}.</source>
        <translation>यह तब हट जाता है जब {pattern} के परिणामस्वरूप कुछ भी करना ज़रूरी न हो।</translation>
    </message>
    <message>
        <source>Do the follow-up work in an Azure Function with a Cosmos DB trigger (or a change feed processor) instead of in the request.</source>
        <translation>आगे का काम रिक्वेस्ट में करने के बजाय Cosmos DB ट्रिगर वाले Azure Function (या चेंज फ़ीड प्रोसेसर) में करें।</translation>
    </message>
    <message>
        <source>The change feed delivers every change at least once, scales with the partitions and keeps checkpoints, so the write stays fast and nothing is lost.</source>
        <translation>चेंज फ़ीड हर बदलाव कम से कम एक बार पहुँचाता है, पार्टिशन के साथ स्केल होता है और चेकपॉइंट रखता है, इसलिए राइट तेज़ रहता है और कुछ भी खोता नहीं।</translation>
    </message>
    <message>
        <source>Publish messages from the change feed</source>
        <translation>चेंज फ़ीड से मैसेज पब्लिश करें</translation>
    </message>
    <message>
        <source>{pattern} (“{description}”) writes data and also sends a message.</source>
        <translation>{pattern} (“{description}”) डेटा लिखता है और एक मैसेज भी भेजता है।</translation>
    </message>
    <message>
        <source>Goes away when {pattern} only writes to the database.</source>
        <translation>यह तब हट जाता है जब {pattern} केवल डेटाबेस में लिखता है।</translation>
    </message>
    <message>
        <source>Only write to Cosmos DB in the request; a change feed processor reads the committed change and publishes the message, retrying until it succeeds.</source>
        <translation>रिक्वेस्ट में केवल Cosmos DB में लिखें; एक चेंज फ़ीड प्रोसेसर कमिट हुआ बदलाव पढ़ता है और मैसेज पब्लिश करता है, सफल होने तक रिट्राई करते हुए।</translation>
    </message>
    <message>
        <source>Writing to two systems in one request can leave them disagreeing when one of the two fails; the change feed makes the message follow the committed data.</source>
        <translation>एक रिक्वेस्ट में दो सिस्टम में लिखने पर, दोनों में से एक के विफल होने पर वे असंगत रह सकते हैं; चेंज फ़ीड से मैसेज कमिट हुए डेटा के बाद ही जाता है।</translation>
    </message>
    <message>
        <source>Spread a hot key value with a suffix</source>
        <translation>हॉट कुंजी वैल्यू को सफ़िक्स से फैलाएँ</translation>
    </message>
    <message>
        <source>In {container} the busiest value of {key} needs {ru} RU/s at peak, {utilization} of what one partition can serve ({limit} RU/s).</source>
        <translation>{container} में {key} की सबसे व्यस्त वैल्यू को पीक पर {ru} RU/s चाहिए, जो एक पार्टिशन की क्षमता ({limit} RU/s) का {utilization} है।</translation>
    </message>
    <message>
        <source>Goes away when the hottest value of {key} stays under its partition&apos;s throughput limit.</source>
        <translation>यह तब हट जाता है जब {key} की सबसे हॉट वैल्यू अपने पार्टिशन की थ्रूपुट सीमा से नीचे रहे।</translation>
    </message>
    <message>
        <source>Use {remedyKey}: {shards} shards bring each under the target; reads of one value then query all shards (about {fanOut} RU/s more).</source>
        <translation>{remedyKey} इस्तेमाल करें: {shards} शार्ड हर एक को लक्ष्य से नीचे ले आते हैं; तब एक वैल्यू के रीड सभी शार्ड पर क्वेरी करते हैं (लगभग {fanOut} RU/s ज़्यादा)।</translation>
    </message>
    <message>
        <source>All requests for one key value go to one physical partition, which has a fixed throughput ceiling however much the container has in total.</source>
        <translation>एक कुंजी वैल्यू की सभी रिक्वेस्ट एक ही फ़िज़िकल पार्टिशन पर जाती हैं, जिसकी थ्रूपुट सीमा तय है, चाहे कंटेनर का कुल थ्रूपुट कितना भी हो।</translation>
    </message>
    <message>
        <source>Use a hierarchical partition key</source>
        <translation>हायरार्किकल पार्टिशन कुंजी इस्तेमाल करें</translation>
    </message>
    <message>
        <source>One value of {key} in {container} is large or busy ({utilization} of its throughput, {sizeGB} of data).</source>
        <translation>{container} में {key} की एक वैल्यू बड़ी या व्यस्त है (उसके थ्रूपुट का {utilization}, {sizeGB} डेटा)।</translation>
    </message>
    <message>
        <source>Goes away when no value of {key} comes near the partition limits.</source>
        <translation>यह तब हट जाता है जब {key} की कोई भी वैल्यू पार्टिशन सीमाओं के क़रीब न पहुँचे।</translation>
    </message>
    <message>
        <source>Partition {container} by a key of up to three levels (MultiHash, version 2), for example {remedyKey}, before considering a synthetic key.</source>
        <translation>सिंथेटिक कुंजी पर विचार करने से पहले, {container} को अधिकतम तीन लेवल वाली कुंजी (MultiHash, वर्ज़न 2) से पार्टिशन करें, जैसे {remedyKey}।</translation>
    </message>
    <message>
        <source>A value of the first level can then span several physical partitions, and queries that name it alone still go only to those partitions.</source>
        <translation>तब पहले लेवल की एक वैल्यू कई फ़िज़िकल पार्टिशन में फैल सकती है, और केवल उसी को देने वाली क्वेरी भी सिर्फ़ उन्हीं पार्टिशन पर जाती हैं।</translation>
    </message>
    <message>
        <source>A key value can outgrow its logical partition</source>
        <translation>एक कुंजी वैल्यू अपने लॉजिकल पार्टिशन से बड़ी हो सकती है</translation>
    </message>
    <message>
        <source>The largest value of {key} in {container} holds about {sizeGB}, close to or above the 20 GB a logical partition may hold.</source>
        <translation>{container} में {key} की सबसे बड़ी वैल्यू में लगभग {sizeGB} है, जो एक लॉजिकल पार्टिशन की 20 GB सीमा के क़रीब या उससे ऊपर है।</translation>
    </message>
    <message>
        <source>Goes away when the largest key value stays well under 20 GB.</source>
        <translation>यह तब हट जाता है जब सबसे बड़ी कुंजी वैल्यू 20 GB से काफ़ी नीचे रहे।</translation>
    </message>
    <message>
        <source>Add a second level to the partition key (a hierarchical key) or a more selective key, so one value is no longer one partition.</source>
        <translation>पार्टिशन कुंजी में दूसरा लेवल जोड़ें (हायरार्किकल कुंजी) या ज़्यादा सेलेक्टिव कुंजी चुनें, ताकि एक वैल्यू का मतलब एक पार्टिशन न रहे।</translation>
    </message>
    <message>
        <source>A logical partition cannot be split: once it is full, writes to that value fail.</source>
        <translation>लॉजिकल पार्टिशन को विभाजित नहीं किया जा सकता: भर जाने पर उस वैल्यू के राइट विफल हो जाते हैं।</translation>
    </message>
    <message>
        <source>Combine a time-ordered key with a bucket</source>
        <translation>समय-क्रम वाली कुंजी को बकेट के साथ जोड़ें</translation>
    </message>
    <message>
        <source>{container} is partitioned by {key}, whose values grow with time, so new writes all land on the newest value.</source>
        <translation>{container} को {key} से पार्टिशन किया गया है, जिसकी वैल्यू समय के साथ बढ़ती हैं, इसलिए सभी नए राइट सबसे नई वैल्यू पर जाते हैं।</translation>
    </message>
    <message>
        <source>Partition by a key that does not grow with time.</source>
        <translation>ऐसी कुंजी से पार्टिशन करें जो समय के साथ नहीं बढ़ती।</translation>
    </message>
    <message>
        <source>Use {remedyKey}, for example a device id with the hour, so writes spread and each bucket stays bounded.</source>
        <translation>{remedyKey} इस्तेमाल करें, जैसे घंटे के साथ डिवाइस id, ताकि राइट फैलें और हर बकेट सीमित रहे।</translation>
    </message>
    <message>
        <source>A monotonic key makes the newest partition hot while all others sit idle.</source>
        <translation>लगातार बढ़ने वाली (monotonic) कुंजी सबसे नए पार्टिशन को हॉट बना देती है, जबकि बाकी सभी ख़ाली बैठे रहते हैं।</translation>
    </message>
    <message>
        <source>Choose how concurrent updates in several regions are merged</source>
        <translation>चुनें कि कई रीजन में एक साथ हुए अपडेट कैसे मर्ज हों</translation>
    </message>
    <message>
        <source>{pattern} updates {entity} in place while {regions} regions accept writes: two regions can change the same item at the same moment.</source>
        <translation>{pattern} {entity} को उसी जगह अपडेट करता है, जबकि {regions} रीजन राइट स्वीकार करते हैं: दो रीजन एक ही समय पर एक ही आइटम बदल सकते हैं।</translation>
    </message>
    <message>
        <source>Goes away with a single write region, or when {pattern} only creates new items.</source>
        <translation>एक ही राइट रीजन होने पर, या जब {pattern} केवल नए आइटम बनाता है, यह हट जाता है।</translation>
    </message>
    <message>
        <source>Pick the conflict policy when the container is created: last writer wins on a timestamp for plain overwrites, or a custom merge (stored procedure or conflict feed) for counters and sums that must add up.</source>
        <translation>कंटेनर बनाते समय कॉन्फ़्लिक्ट पॉलिसी चुनें: सामान्य ओवरराइट के लिए टाइमस्टैम्प पर last writer wins, या उन काउंटर और योग के लिए कस्टम मर्ज (स्टोर्ड प्रोसीजर या कॉन्फ़्लिक्ट फ़ीड) जिनका जोड़ सही होना चाहिए।</translation>
    </message>
    <message>
        <source>With last writer wins, one of two concurrent increments of a counter is lost; only a merge that adds both keeps the total right.</source>
        <translation>last writer wins में, किसी काउंटर के दो एक साथ हुए इंक्रीमेंट में से एक खो जाता है; केवल दोनों को जोड़ने वाला मर्ज ही टोटल सही रखता है।</translation>
    </message>
    <message>
        <source>Strong consistency and multi-region writes do not combine</source>
        <translation>स्ट्रॉन्ग कंसिस्टेंसी और मल्टी-रीजन राइट्स एक साथ नहीं चल सकते</translation>
    </message>
    <message>
        <source>The account writes in several regions but asks for strong consistency.</source>
        <translation>अकाउंट कई रीजन में राइट करता है, लेकिन स्ट्रॉन्ग कंसिस्टेंसी माँगता है।</translation>
    </message>
    <message>
        <source>Choose bounded staleness or a weaker level, or a single write region.</source>
        <translation>बाउंडेड स्टेलनेस या उससे कमज़ोर लेवल चुनें, या एक ही राइट रीजन रखें।</translation>
    </message>
    <message>
        <source>Use session consistency for user-facing reads (they see their own writes) or bounded staleness when a staleness limit is needed.</source>
        <translation>यूज़र को दिखने वाले रीड के लिए सेशन कंसिस्टेंसी इस्तेमाल करें (यूज़र अपने राइट देखते हैं), या स्टेलनेस की सीमा चाहिए हो तो बाउंडेड स्टेलनेस।</translation>
    </message>
    <message>
        <source>Strong consistency is not available on accounts with several write regions.</source>
        <translation>कई राइट रीजन वाले अकाउंट पर स्ट्रॉन्ग कंसिस्टेंसी उपलब्ध नहीं है।</translation>
    </message>
    <message>
        <source>Check that the strong read consistency is needed</source>
        <translation>जाँचें कि स्ट्रॉन्ग रीड कंसिस्टेंसी की ज़रूरत है या नहीं</translation>
    </message>
    <message>
        <source>{pattern} reads with {consistency} consistency, which costs twice the request units of session reads.</source>
        <translation>{pattern} {consistency} कंसिस्टेंसी से पढ़ता है, जिसकी लागत सेशन रीड की तुलना में दोगुनी रिक्वेस्ट यूनिट है।</translation>
    </message>
    <message>
        <source>Goes away when {pattern} reads with session consistency or weaker.</source>
        <translation>यह तब हट जाता है जब {pattern} सेशन या उससे कमज़ोर कंसिस्टेंसी से पढ़ता है।</translation>
    </message>
    <message>
        <source>Keep {consistency} only if {pattern} must never see older data than the latest committed write; otherwise session consistency gives each user their own writes.</source>
        <translation>{consistency} तभी रखें जब {pattern} को नवीनतम कमिट हुए राइट से पुराना डेटा कभी नहीं दिखना चाहिए; वरना सेशन कंसिस्टेंसी हर यूज़र को उसके अपने राइट दिखाती है।</translation>
    </message>
    <message>
        <source>Strong and bounded-staleness reads ask two replicas, doubling the read cost and adding latency across regions.</source>
        <translation>स्ट्रॉन्ग और बाउंडेड-स्टेलनेस रीड दो रेप्लिका से पूछते हैं, जिससे रीड लागत दोगुनी होती है और रीजन के बीच लेटेंसी बढ़ती है।</translation>
    </message>
    <message>
        <source>Index only the properties that are queried</source>
        <translation>केवल उन्हीं प्रॉपर्टी को इंडेक्स करें जिन पर क्वेरी होती है</translation>
    </message>
    <message>
        <source>{container} is queried on {indexed} of its {properties} properties.</source>
        <translation>{container} की {properties} प्रॉपर्टी में से {indexed} पर क्वेरी होती है।</translation>
    </message>
    <message>
        <source>Goes away when most properties of {container} are queried.</source>
        <translation>यह तब हट जाता है जब {container} की ज़्यादातर प्रॉपर्टी पर क्वेरी होती है।</translation>
    </message>
    <message>
        <source>Use the exported indexing policy: include the queried paths and exclude everything else (&quot;/*&quot;). It saves about {saved} RU/s of writes.</source>
        <translation>एक्सपोर्ट की गई इंडेक्सिंग पॉलिसी इस्तेमाल करें: क्वेरी किए गए पाथ शामिल करें और बाकी सब बाहर रखें (&quot;/*&quot;)। इससे राइट के लगभग {saved} RU/s बचते हैं।</translation>
    </message>
    <message>
        <source>Every indexed property costs request units on each write, whether a query ever uses it or not.</source>
        <translation>हर इंडेक्स की गई प्रॉपर्टी की हर राइट पर रिक्वेस्ट यूनिट लागत होती है, चाहे कोई क्वेरी उसे कभी इस्तेमाल करे या नहीं।</translation>
    </message>
    <message>
        <source>Add a composite index for a sorted query</source>
        <translation>सॉर्ट की गई क्वेरी के लिए कंपोज़िट इंडेक्स जोड़ें</translation>
    </message>
    <message>
        <source>{pattern} filters and sorts in {container} and needs the composite index {index}.</source>
        <translation>{pattern} {container} में फ़िल्टर और सॉर्ट करता है और इसे कंपोज़िट इंडेक्स {index} चाहिए।</translation>
    </message>
    <message>
        <source>Goes away when {pattern} sorts on one property without equality filters.</source>
        <translation>यह तब हट जाता है जब {pattern} बिना इक्वैलिटी फ़िल्टर के एक ही प्रॉपर्टी पर सॉर्ट करता है।</translation>
    </message>
    <message>
        <source>Add {index} to the indexing policy of {container}: equality properties first, then the sort properties in the order and direction of the query.</source>
        <translation>{container} की इंडेक्सिंग पॉलिसी में {index} जोड़ें: पहले इक्वैलिटी प्रॉपर्टी, फिर सॉर्ट प्रॉपर्टी, क्वेरी के क्रम और दिशा में।</translation>
    </message>
    <message>
        <source>Without it an ORDER BY on several properties fails, and a filter with ORDER BY costs far more request units.</source>
        <translation>इसके बिना कई प्रॉपर्टी पर ORDER BY विफल होता है, और ORDER BY वाले फ़िल्टर की रिक्वेस्ट यूनिट लागत कहीं ज़्यादा होती है।</translation>
    </message>
    <message>
        <source>Select only the properties you need</source>
        <translation>केवल ज़रूरी प्रॉपर्टी चुनें</translation>
    </message>
    <message>
        <source>{pattern} returns whole {entity} documents (SELECT * or no list of needed attributes).</source>
        <translation>{pattern} पूरे {entity} डॉक्यूमेंट लौटाता है (SELECT * या ज़रूरी एट्रिब्यूट की कोई सूची नहीं)।</translation>
    </message>
    <message>
        <source>List the attributes {pattern} needs and select only those.</source>
        <translation>{pattern} को जिन एट्रिब्यूट की ज़रूरत है, उनकी सूची बनाएँ और केवल उन्हीं को चुनें।</translation>
    </message>
    <message>
        <source>Name the properties in the SELECT clause of {pattern}.</source>
        <translation>{pattern} के SELECT क्लॉज़ में प्रॉपर्टी के नाम दें।</translation>
    </message>
    <message>
        <source>Smaller results cost fewer request units and less network time.</source>
        <translation>छोटे परिणामों में कम रिक्वेस्ट यूनिट और कम नेटवर्क समय लगता है।</translation>
    </message>
    <message>
        <source>Poll with If-None-Match</source>
        <translation>If-None-Match के साथ पोल करें</translation>
    </message>
    <message>
        <source>{entity} is read {reads} times per second by id but written only {writes} times: most reads return what the caller already has.</source>
        <translation>{entity} id से प्रति सेकंड {reads} बार पढ़ा जाता है, लेकिन केवल {writes} बार लिखा जाता है: ज़्यादातर रीड वही लौटाते हैं जो कॉलर के पास पहले से है।</translation>
    </message>
    <message>
        <source>Goes away when reads of {entity} are less than 50 times its writes.</source>
        <translation>यह तब हट जाता है जब {entity} के रीड उसके राइट के 50 गुना से कम हों।</translation>
    </message>
    <message>
        <source>Cache {entity} in the client and re-read it with the If-None-Match header set to the cached ETag; an unchanged item answers 304 Not Modified.</source>
        <translation>{entity} को क्लाइंट में कैश करें और कैश किए गए ETag पर सेट If-None-Match हेडर के साथ उसे दोबारा पढ़ें; बिना बदला आइटम 304 Not Modified लौटाता है।</translation>
    </message>
    <message>
        <source>The client keeps a current copy while most reads return no body.</source>
        <translation>क्लाइंट के पास मौजूदा कॉपी रहती है, जबकि ज़्यादातर रीड कोई बॉडी नहीं लौटाते।</translation>
    </message>
    <message>
        <source>Use autoscale for spiky traffic</source>
        <translation>उतार-चढ़ाव वाले ट्रैफ़िक के लिए ऑटोस्केल इस्तेमाल करें</translation>
    </message>
    <message>
        <source>Peak traffic ({peak} requests per second) is {ratio} times the average ({average}), but throughput is provisioned for the peak.</source>
        <translation>पीक ट्रैफ़िक (प्रति सेकंड {peak} रिक्वेस्ट) औसत ({average}) का {ratio} गुना है, लेकिन थ्रूपुट पीक के लिए प्रोविज़न किया गया है।</translation>
    </message>
    <message>
        <source>Goes away with autoscale, or when the peak is less than three times the average.</source>
        <translation>ऑटोस्केल होने पर, या जब पीक औसत के तीन गुना से कम हो, यह हट जाता है।</translation>
    </message>
    <message>
        <source>Switch to autoscale with the peak as its maximum: it bills each hour for what was used, down to a tenth of the maximum.</source>
        <translation>पीक को अधिकतम मानकर ऑटोस्केल पर स्विच करें: यह हर घंटे इस्तेमाल के हिसाब से बिल करता है, अधिकतम के दसवें हिस्से तक।</translation>
    </message>
    <message>
        <source>Manual throughput is paid at the peak level all day long.</source>
        <translation>मैनुअल थ्रूपुट का भुगतान पूरे दिन पीक लेवल पर होता है।</translation>
    </message>
    <message>
        <source>Consider serverless for light traffic</source>
        <translation>हल्के ट्रैफ़िक के लिए सर्वरलेस पर विचार करें</translation>
    </message>
    <message>
        <source>The workload averages {ru} RU/s, well below the smallest provisioned throughput.</source>
        <translation>वर्कलोड का औसत {ru} RU/s है, जो सबसे छोटे प्रोविज़न किए गए थ्रूपुट से काफ़ी कम है।</translation>
    </message>
    <message>
        <source>Goes away in serverless mode, or when the average load passes 100 RU/s.</source>
        <translation>सर्वरलेस मोड में, या जब औसत लोड 100 RU/s से ऊपर जाए, यह हट जाता है।</translation>
    </message>
    <message>
        <source>Use a serverless account: it bills per request unit used and costs nothing while idle.</source>
        <translation>सर्वरलेस अकाउंट इस्तेमाल करें: यह इस्तेमाल की गई रिक्वेस्ट यूनिट के हिसाब से बिल करता है और ख़ाली रहने पर कोई लागत नहीं होती।</translation>
    </message>
    <message>
        <source>Provisioned capacity has a minimum that a light or idle workload pays for without using it.</source>
        <translation>प्रोविज़न की गई क्षमता की एक न्यूनतम सीमा होती है, जिसका भुगतान हल्का या ख़ाली वर्कलोड बिना इस्तेमाल किए करता है।</translation>
    </message>
    <message>
        <source>Load large batches with bulk mode</source>
        <translation>बड़े बैच बल्क मोड से लोड करें</translation>
    </message>
    <message>
        <source>{pattern} loads about {count} records at a time.</source>
        <translation>{pattern} एक बार में लगभग {count} रिकॉर्ड लोड करता है।</translation>
    </message>
    <message>
        <source>Goes away when {pattern} writes fewer than 1,000 records at a time.</source>
        <translation>यह तब हट जाता है जब {pattern} एक बार में 1,000 से कम रिकॉर्ड लिखता है।</translation>
    </message>
    <message>
        <source>Turn on bulk execution in the SDK (AllowBulkExecution) and send the records concurrently; size the throughput for the load window.</source>
        <translation>SDK में बल्क एक्ज़िक्यूशन (AllowBulkExecution) चालू करें और रिकॉर्ड समानांतर रूप से भेजें; लोड विंडो के हिसाब से थ्रूपुट तय करें।</translation>
    </message>
    <message>
        <source>The SDK groups the operations by partition and fills the provisioned throughput, instead of waiting for one request at a time.</source>
        <translation>SDK ऑपरेशन को पार्टिशन के अनुसार समूहित करता है और एक-एक रिक्वेस्ट का इंतज़ार करने के बजाय प्रोविज़न किए गए थ्रूपुट का पूरा इस्तेमाल करता है।</translation>
    </message>
    <message>
        <source>Make long server-side batches resumable</source>
        <translation>लंबे सर्वर-साइड बैच को फिर से शुरू करने योग्य बनाएँ</translation>
    </message>
    <message>
        <source>{pattern} writes about {count} items in one batch, more than a transactional batch may hold (100).</source>
        <translation>{pattern} एक बैच में लगभग {count} आइटम लिखता है, जो एक ट्रांज़ैक्शनल बैच की सीमा (100) से ज़्यादा है।</translation>
    </message>
    <message>
        <source>Split {pattern} into batches of at most 100 operations.</source>
        <translation>{pattern} को अधिकतम 100 ऑपरेशन वाले बैच में बाँटें।</translation>
    </message>
    <message>
        <source>Split the work into transactional batches of up to 100 operations, or give a stored procedure a continuation so the client calls it again where it stopped.</source>
        <translation>काम को अधिकतम 100 ऑपरेशन वाले ट्रांज़ैक्शनल बैच में बाँटें, या स्टोर्ड प्रोसीजर को एक कंटिन्युएशन दें ताकि क्लाइंट उसे वहीं से फिर कॉल करे जहाँ वह रुका था।</translation>
    </message>
    <message>
        <source>Stored procedures run under a time limit and stop when it is reached; a continuation lets the work finish across several calls.</source>
        <translation>स्टोर्ड प्रोसीजर एक समय सीमा के भीतर चलते हैं और सीमा पूरी होने पर रुक जाते हैं; कंटिन्युएशन से काम कई कॉल में पूरा हो जाता है।</translation>
    </message>
    <message>
        <source>How available must the application be?</source>
        <translation>एप्लिकेशन को कितना उपलब्ध रहना चाहिए?</translation>
    </message>
    <message>
        <source>The account runs in {regions} region.</source>
        <translation>अकाउंट {regions} रीजन में चलता है।</translation>
    </message>
    <message>
        <source>Add a second region, or confirm that one region meets the availability target.</source>
        <translation>दूसरा रीजन जोड़ें, या पुष्टि करें कि एक रीजन उपलब्धता लक्ष्य पूरा करता है।</translation>
    </message>
    <message>
        <source>State the availability and recovery targets; if one region&apos;s outage is not acceptable, add a region with service-managed failover, or multi-region writes.</source>
        <translation>उपलब्धता और रिकवरी लक्ष्य बताएँ; अगर एक रीजन का आउटेज स्वीकार्य नहीं है, तो सर्विस-मैनेज्ड फ़ेलओवर के साथ एक रीजन जोड़ें, या मल्टी-रीजन राइट्स चालू करें।</translation>
    </message>
    <message>
        <source>Every region holds a full copy; a second region keeps the data readable and writable when a whole region fails.</source>
        <translation>हर रीजन में पूरी कॉपी होती है; पूरा रीजन विफल होने पर भी दूसरा रीजन डेटा को पढ़ने और लिखने योग्य रखता है।</translation>
    </message>
    <message>
        <source>Turn on service-managed failover</source>
        <translation>सर्विस-मैनेज्ड फ़ेलओवर चालू करें</translation>
    </message>
    <message>
        <source>The account has {regions} regions but one write region.</source>
        <translation>अकाउंट में {regions} रीजन हैं, लेकिन राइट रीजन एक ही है।</translation>
    </message>
    <message>
        <source>Goes away with multi-region writes.</source>
        <translation>मल्टी-रीजन राइट्स होने पर यह हट जाता है।</translation>
    </message>
    <message>
        <source>Enable service-managed failover and set the failover priorities, so a region outage moves writes without manual steps.</source>
        <translation>सर्विस-मैनेज्ड फ़ेलओवर चालू करें और फ़ेलओवर प्राथमिकताएँ सेट करें, ताकि रीजन आउटेज होने पर राइट बिना मैनुअल कदमों के दूसरे रीजन पर चले जाएँ।</translation>
    </message>
    <message>
        <source>Without it, writes stop during a write-region outage until someone fails over by hand.</source>
        <translation>इसके बिना, राइट रीजन के आउटेज के दौरान राइट तब तक रुके रहते हैं जब तक कोई हाथ से फ़ेलओवर न करे।</translation>
    </message>
    <message>
        <source>How far back must data be restorable?</source>
        <translation>डेटा को कितने पीछे तक रिस्टोर किया जा सकना चाहिए?</translation>
    </message>
    <message>
        <source>Data is overwritten or deleted ({subjects}): a faulty release or a mistake can destroy it.</source>
        <translation>डेटा ओवरराइट या डिलीट होता है ({subjects}): कोई ख़राब रिलीज़ या ग़लती उसे नष्ट कर सकती है।</translation>
    </message>
    <message>
        <source>Answer the question: choose periodic or continuous backup.</source>
        <translation>प्रश्न का उत्तर दें: पीरियॉडिक या कंटीन्यूअस बैकअप चुनें।</translation>
    </message>
    <message>
        <source>Decide the restore window; continuous backup restores to any second of the last 7 or 30 days, periodic backup keeps a few snapshots.</source>
        <translation>रिस्टोर विंडो तय करें; कंटीन्यूअस बैकअप पिछले 7 या 30 दिनों के किसी भी सेकंड तक रिस्टोर करता है, पीरियॉडिक बैकअप कुछ स्नैपशॉट रखता है।</translation>
    </message>
    <message>
        <source>The model cannot tell how much lost data the business tolerates; the backup mode must be chosen for it.</source>
        <translation>मॉडल यह नहीं बता सकता कि बिज़नेस कितना डेटा खोना सहन कर सकता है; इसके लिए बैकअप मोड चुनना होगा।</translation>
    </message>
    <message>
        <source>Do compliance rules require your own encryption keys?</source>
        <translation>क्या कंप्लायंस नियमों के लिए आपकी अपनी एन्क्रिप्शन कुंजियाँ ज़रूरी हैं?</translation>
    </message>
    <message>
        <source>The model stores personal or sensitive data ({subjects}).</source>
        <translation>मॉडल व्यक्तिगत या संवेदनशील डेटा ({subjects}) स्टोर करता है।</translation>
    </message>
    <message>
        <source>Answer the question: record the compliance requirements for this data.</source>
        <translation>प्रश्न का उत्तर दें: इस डेटा की कंप्लायंस आवश्यकताएँ दर्ज करें।</translation>
    </message>
    <message>
        <source>Check which regulations apply; if they demand it, encrypt with customer-managed keys in Key Vault, set when the account is created.</source>
        <translation>जाँचें कि कौन-से नियम लागू होते हैं; अगर वे इसकी माँग करते हैं, तो Key Vault में कस्टमर-मैनेज्ड कुंजियों से एन्क्रिप्ट करें, जो अकाउंट बनाते समय सेट होती हैं।</translation>
    </message>
    <message>
        <source>Data is always encrypted at rest, but some regulations require keys the company controls and can revoke.</source>
        <translation>डेटा हमेशा स्टोरेज में (at rest) एन्क्रिप्टेड रहता है, लेकिन कुछ नियमों के लिए ऐसी कुंजियाँ चाहिए जिन्हें कंपनी नियंत्रित और रद्द कर सके।</translation>
    </message>
    <message>
        <source>Who may read and write the data?</source>
        <translation>डेटा कौन पढ़ और लिख सकता है?</translation>
    </message>
    <message>
        <source>The application writes data; the model does not say which identities may do so.</source>
        <translation>एप्लिकेशन डेटा लिखता है; मॉडल यह नहीं बताता कि कौन-सी आइडेंटिटी ऐसा कर सकती हैं।</translation>
    </message>
    <message>
        <source>Answer the question: list the identities and their roles.</source>
        <translation>प्रश्न का उत्तर दें: आइडेंटिटी और उनके रोल की सूची बनाएँ।</translation>
    </message>
    <message>
        <source>Use Microsoft Entra ID with Cosmos DB data-plane roles per application identity, and disable key-based access where possible.</source>
        <translation>हर एप्लिकेशन आइडेंटिटी के लिए Cosmos DB डेटा-प्लेन रोल के साथ Microsoft Entra ID इस्तेमाल करें, और जहाँ संभव हो कुंजी-आधारित एक्सेस बंद करें।</translation>
    </message>
    <message>
        <source>Account keys give full access to everything; roles limit each identity to what it needs and leave an audit trail.</source>
        <translation>अकाउंट कुंजियों से हर चीज़ का पूरा एक्सेस मिल जाता है; रोल हर आइडेंटिटी को उतने तक सीमित रखते हैं जितना उसे चाहिए, और एक ऑडिट ट्रेल छोड़ते हैं।</translation>
    </message>
    <message>
        <source>Must the database be unreachable from the internet?</source>
        <translation>क्या डेटाबेस इंटरनेट से पहुँच से बाहर होना चाहिए?</translation>
    </message>
    <message>
        <source>The model does not say how the database is reached over the network.</source>
        <translation>मॉडल यह नहीं बताता कि नेटवर्क पर डेटाबेस तक कैसे पहुँचा जाता है।</translation>
    </message>
    <message>
        <source>Answer the question: public access with firewall rules, or private endpoints only.</source>
        <translation>प्रश्न का उत्तर दें: फ़ायरवॉल नियमों के साथ पब्लिक एक्सेस, या केवल प्राइवेट एंडपॉइंट।</translation>
    </message>
    <message>
        <source>If the data must stay off the public internet, reach the account through private endpoints in your virtual network and disable public access.</source>
        <translation>अगर डेटा को पब्लिक इंटरनेट से दूर रहना है, तो अपने वर्चुअल नेटवर्क में प्राइवेट एंडपॉइंट से अकाउंट तक पहुँचें और पब्लिक एक्सेस बंद करें।</translation>
    </message>
    <message>
        <source>Network isolation is a requirement the model cannot infer, and it changes how every client connects.</source>
        <translation>नेटवर्क आइसोलेशन ऐसी आवश्यकता है जिसका अनुमान मॉडल नहीं लगा सकता, और यह हर क्लाइंट के कनेक्ट होने का तरीका बदल देती है।</translation>
    </message>
    <message>
        <source>Do client apps reach the database directly?</source>
        <translation>क्या क्लाइंट ऐप सीधे डेटाबेस तक पहुँचते हैं?</translation>
    </message>
    <message>
        <source>{pattern} (“{description}”) sounds like a client application.</source>
        <translation>{pattern} (“{description}”) एक क्लाइंट एप्लिकेशन जैसा लगता है।</translation>
    </message>
    <message>
        <source>Answer the question: clients go through a service, or receive scoped tokens.</source>
        <translation>प्रश्न का उत्तर दें: क्लाइंट किसी सर्विस के ज़रिए जाते हैं, या उन्हें सीमित दायरे वाले टोकन मिलते हैं।</translation>
    </message>
    <message>
        <source>Never ship keys to clients: route them through an API, or hand out short-lived resource tokens limited to the user&apos;s own partition.</source>
        <translation>क्लाइंट को कभी कुंजियाँ न दें: उन्हें किसी API के ज़रिए भेजें, या यूज़र के अपने पार्टिशन तक सीमित कम अवधि वाले रिसोर्स टोकन दें।</translation>
    </message>
    <message>
        <source>Anything shipped in an app can be extracted; a scoped token limits what a stolen credential can do.</source>
        <translation>ऐप में भेजी गई कोई भी चीज़ निकाली जा सकती है; सीमित दायरे वाला टोकन यह सीमित करता है कि चोरी हुआ क्रेडेंशियल क्या कर सकता है।</translation>
    </message>
    <message>
        <source>Watch for throttled requests (429)</source>
        <translation>थ्रॉटल की गई रिक्वेस्ट (429) पर नज़र रखें</translation>
    </message>
    <message>
        <source>The busiest key value of {container} uses {utilization} of its partition&apos;s throughput at peak.</source>
        <translation>{container} की सबसे व्यस्त कुंजी वैल्यू पीक पर अपने पार्टिशन के थ्रूपुट का {utilization} इस्तेमाल करती है।</translation>
    </message>
    <message>
        <source>Goes away when the hottest key value stays under half its partition&apos;s throughput.</source>
        <translation>यह तब हट जाता है जब सबसे हॉट कुंजी वैल्यू अपने पार्टिशन के आधे थ्रूपुट से नीचे रहे।</translation>
    </message>
    <message>
        <source>Alert on 429 responses per partition key range in Azure Monitor, and check whether one partition or the whole container runs out of throughput before raising RU/s.</source>
        <translation>Azure Monitor में प्रति पार्टिशन कुंजी रेंज 429 रिस्पॉन्स पर अलर्ट सेट करें, और RU/s बढ़ाने से पहले जाँचें कि थ्रूपुट किसी एक पार्टिशन में ख़त्म हो रहा है या पूरे कंटेनर में।</translation>
    </message>
    <message>
        <source>A 429 from one hot partition looks like a capacity problem but is not solved by adding throughput to the container.</source>
        <translation>एक हॉट पार्टिशन से आया 429 क्षमता की समस्या जैसा दिखता है, लेकिन कंटेनर में थ्रूपुट जोड़ने से हल नहीं होता।</translation>
    </message>
    <message>
        <source>Monitor P99 latency against a tight target</source>
        <translation>सख़्त लक्ष्य के मुक़ाबले P99 लेटेंसी मॉनिटर करें</translation>
    </message>
    <message>
        <source>{pattern} must answer within {slo} ms.</source>
        <translation>{pattern} को {slo} ms के भीतर जवाब देना होगा।</translation>
    </message>
    <message>
        <source>Goes away when the latency target of {pattern} is above 10 ms.</source>
        <translation>यह तब हट जाता है जब {pattern} का लेटेंसी लक्ष्य 10 ms से ऊपर हो।</translation>
    </message>
    <message>
        <source>Measure the P99 of {pattern} in the client and the server-side latency in Azure Monitor; read from the nearest region with direct mode connectivity.</source>
        <translation>क्लाइंट में {pattern} का P99 और Azure Monitor में सर्वर-साइड लेटेंसी मापें; डायरेक्ट मोड कनेक्टिविटी के साथ सबसे नज़दीकी रीजन से पढ़ें।</translation>
    </message>
    <message>
        <source>Averages hide the slow tail; point reads within one region are fast at P99, but only when client and account are close.</source>
        <translation>औसत धीमे टेल को छिपा देते हैं; एक रीजन के भीतर पॉइंट रीड P99 पर तेज़ होते हैं, लेकिन तभी जब क्लाइंट और अकाउंट पास-पास हों।</translation>
    </message>
</context>
<context>
    <name>DiskChangePrompt</name>
    <message>
        <source>Cannot Compare</source>
        <translation>तुलना नहीं की जा सकती</translation>
    </message>
    <message>
        <source>The version on disk cannot be read: %1</source>
        <translation>डिस्क वाला वर्ज़न पढ़ा नहीं जा सकता: %1</translation>
    </message>
    <message>
        <source>On disk</source>
        <translation>डिस्क वाली फ़ाइल</translation>
    </message>
    <message>
        <source>Open here</source>
        <translation>यहाँ खुली फ़ाइल</translation>
    </message>
    <message>
        <source>Compare with the File on Disk</source>
        <translation>डिस्क वाली फ़ाइल से तुलना करें</translation>
    </message>
    <message>
        <source>The design on disk decides and costs the same as the one open here; they differ only in details the comparison does not look at (names, descriptions, layout).</source>
        <translation>डिस्क वाला डिज़ाइन वही निर्णय लेता है और उसकी लागत भी वही है जो यहाँ खुले डिज़ाइन की है; दोनों केवल उन विवरणों में अलग हैं जिन्हें तुलना नहीं देखती (नाम, विवरण, लेआउट)।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Open here&lt;/b&gt; compared with &lt;b&gt;on disk&lt;/b&gt;:</source>
        <translation>&lt;b&gt;यहाँ खुली फ़ाइल&lt;/b&gt; की तुलना &lt;b&gt;डिस्क वाली फ़ाइल&lt;/b&gt; से:</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>डिस्क पर फ़ाइल बदल गई</translation>
    </message>
    <message>
        <source>%1 was removed or renamed by another program.</source>
        <translation>%1 को किसी दूसरे प्रोग्राम ने हटा दिया है या उसका नाम बदल दिया है।</translation>
    </message>
    <message>
        <source>%1 was changed by another program (or another Cosmos Modeler window) since it was opened here.</source>
        <translation>%1 को यहाँ खोले जाने के बाद किसी दूसरे प्रोग्राम (या Cosmos Modeler की किसी दूसरी विंडो) ने बदल दिया है।</translation>
    </message>
    <message>
        <source>Saving now replaces that version with the one open here.</source>
        <translation>अभी सहेजने पर वह वर्ज़न यहाँ खुले वर्ज़न से बदल जाएगा।</translation>
    </message>
    <message>
        <source>The model open here has unsaved changes.</source>
        <translation>यहाँ खुले मॉडल में बिना सहेजे बदलाव हैं।</translation>
    </message>
    <message>
        <source>The model open here has no unsaved changes.</source>
        <translation>यहाँ खुले मॉडल में कोई बिना सहेजा बदलाव नहीं है।</translation>
    </message>
    <message>
        <source>Replace It</source>
        <translation>इसे रिप्लेस करें</translation>
    </message>
    <message>
        <source>Keep Mine</source>
        <translation>मेरा वर्ज़न रखें</translation>
    </message>
    <message>
        <source>Reload from Disk</source>
        <translation>डिस्क से दोबारा लोड करें</translation>
    </message>
    <message>
        <source>Compare…</source>
        <translation>तुलना करें…</translation>
    </message>
</context>
<context>
    <name>Explainer</name>
    <message>
        <source>within limits</source>
        <translation>सीमा के भीतर</translation>
    </message>
    <message>
        <source>close to a limit</source>
        <translation>सीमा के क़रीब</translation>
    </message>
    <message>
        <source>hot: over a limit</source>
        <translation>हॉट: सीमा से ऊपर</translation>
    </message>
    <message>
        <source>Hierarchical key %1</source>
        <translation>हायरार्किकल कुंजी %1</translation>
    </message>
    <message>
        <source>Synthetic key suffix with %1 shards</source>
        <translation>%1 शार्ड वाला सिंथेटिक कुंजी सफ़िक्स</translation>
    </message>
    <message>
        <source>Time bucket in the key %1</source>
        <translation>कुंजी %1 में टाइम बकेट</translation>
    </message>
    <message>
        <source>%1 on %2 · %3 RU per request · %4 RU/s on average, %5 at peak</source>
        <translation>%2 पर %1 · प्रति अनुरोध %3 RU · औसतन %4 RU/s, पीक पर %5</translation>
    </message>
    <message>
        <source>no container</source>
        <translation>कोई कंटेनर नहीं</translation>
    </message>
    <message>
        <source>%1 → %2: %3</source>
        <translation>%1 → %2: %3</translation>
    </message>
    <message>
        <source>Undecided: %1</source>
        <translation>अनिर्णीत: %1</translation>
    </message>
    <message>
        <source>%1 by rule %2</source>
        <translation>नियम %2 से %1</translation>
    </message>
    <message>
        <source>(%1 of %2 reads also read %3)</source>
        <translation>(%2 की रीड में से %1 %3 भी पढ़ती हैं)</translation>
    </message>
    <message>
        <source>%1 is not stored in any container yet.</source>
        <translation>%1 अभी किसी कंटेनर में स्टोर नहीं है।</translation>
    </message>
    <message>
        <source>Embedded in each %1 document in %2.</source>
        <translation>%2 में हर %1 डॉक्यूमेंट में एम्बेड किया गया।</translation>
    </message>
    <message>
        <source>Stored as its own documents in %1, keyed by %2.</source>
        <translation>%1 में अपने डॉक्यूमेंट के रूप में स्टोर, कुंजी %2।</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>इनपुट</translation>
    </message>
    <message>
        <source>%1 documents of %2 on average, %3 at most</source>
        <translation>%1 डॉक्यूमेंट, औसतन %2, अधिकतम %3</translation>
    </message>
    <message>
        <source>an unknown number of</source>
        <translation>अज्ञात संख्या में</translation>
    </message>
    <message>
        <source>unknown size</source>
        <translation>अज्ञात आकार</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>अज्ञात</translation>
    </message>
    <message>
        <source>Never read by an access pattern.</source>
        <translation>किसी एक्सेस पैटर्न द्वारा कभी पढ़ा नहीं जाता।</translation>
    </message>
    <message>
        <source>Read by %1.</source>
        <translation>%1 द्वारा पढ़ा जाता है।</translation>
    </message>
    <message>
        <source>Never written by an access pattern.</source>
        <translation>किसी एक्सेस पैटर्न द्वारा कभी लिखा नहीं जाता।</translation>
    </message>
    <message>
        <source>Written by %1.</source>
        <translation>%1 द्वारा लिखा जाता है।</translation>
    </message>
    <message>
        <source>Decisions it takes part in</source>
        <translation>निर्णय जिनमें यह शामिल है</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Reads of %1: %2 a second on average; reads of %3: %4; reads of both together: %5.</source>
        <translation>%1 की रीड: औसतन %2 प्रति सेकंड; %3 की रीड: %4; दोनों की एक साथ रीड: %5।</translation>
    </message>
    <message>
        <source>%1 alone: %2 of the reads; %3 alone: %4.</source>
        <translation>केवल %1: रीड का %2; केवल %3: %4।</translation>
    </message>
    <message>
        <source>Embedded, the children would add %1 on average and %2 at most to each %3 document.</source>
        <translation>एम्बेड करने पर, चाइल्ड हर %3 डॉक्यूमेंट में औसतन %1 और अधिकतम %2 जोड़ेंगे।</translation>
    </message>
    <message>
        <source>Identifying: %1 cannot exist without its %2.</source>
        <translation>आइडेंटिफ़ाइंग: %1 अपने %2 के बिना मौजूद नहीं रह सकता।</translation>
    </message>
    <message>
        <source>The rules, in order</source>
        <translation>नियम, क्रम से</translation>
    </message>
    <message>
        <source>Questions before co-locating</source>
        <translation>को-लोकेट करने से पहले के प्रश्न</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>impossible (%1)</source>
        <translation>असंभव (%1)</translation>
    </message>
    <message>
        <source>What each design would cost</source>
        <translation>हर डिज़ाइन की लागत</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>अभी विश्लेषण नहीं हुआ।</translation>
    </message>
    <message>
        <source>Drives: %1</source>
        <translation>प्रभावित करता है: %1</translation>
    </message>
    <message>
        <source>How the cost is computed</source>
        <translation>लागत की गणना कैसे होती है</translation>
    </message>
    <message>
        <source>Container %1</source>
        <translation>कंटेनर %1</translation>
    </message>
    <message>
        <source>Document types: %1.</source>
        <translation>डॉक्यूमेंट टाइप: %1।</translation>
    </message>
    <message>
        <source>Why this partition key</source>
        <translation>यह पार्टिशन कुंजी क्यों</translation>
    </message>
    <message>
        <source>%1 (score %2): %3</source>
        <translation>%1 (स्कोर %2): %3</translation>
    </message>
    <message>
        <source>Best candidates</source>
        <translation>सबसे अच्छे विकल्प</translation>
    </message>
    <message>
        <source>Hottest logical partition: %1</source>
        <translation>सबसे हॉट लॉजिकल पार्टिशन: %1</translation>
    </message>
    <message>
        <source>Remedies</source>
        <translation>उपाय</translation>
    </message>
    <message>
        <source>Indexing</source>
        <translation>इंडेक्सिंग</translation>
    </message>
    <message>
        <source>Throughput and cost</source>
        <translation>थ्रूपुट और लागत</translation>
    </message>
    <message>
        <source>%1 RU/s on average and %2 RU/s at peak; %3 RU/s provisioned.</source>
        <translation>औसतन %1 RU/s और पीक पर %2 RU/s; %3 RU/s प्रोविज़न्ड।</translation>
    </message>
    <message>
        <source>%1 for throughput and %2 for storage: %3 a month.</source>
        <translation>थ्रूपुट के लिए %1 और स्टोरेज के लिए %2: %3 प्रति माह।</translation>
    </message>
    <message numerus="yes">
        <source>%n container(s) · %1 RU/s at peak · %2 of data · %3 a month</source>
        <translation>
            <numerusform>%n कंटेनर · पीक पर %1 RU/s · %2 डेटा · %3 प्रति माह</numerusform>
            <numerusform>%n कंटेनर · पीक पर %1 RU/s · %2 डेटा · %3 प्रति माह</numerusform>
        </translation>
    </message>
    <message>
        <source>What to look for</source>
        <translation>किस पर ध्यान दें</translation>
    </message>
    <message>
        <source>Select an entity, a relationship or an access pattern to see how the tool decided.</source>
        <translation>टूल ने कैसे निर्णय लिया, यह देखने के लिए कोई एंटिटी, रिलेशनशिप या एक्सेस पैटर्न चुनें।</translation>
    </message>
    <message numerus="yes">
        <source>Key %1 · %2 RU/s at peak · %n physical partition(s) · %3 a month · hottest key %4</source>
        <translation>
            <numerusform>कुंजी %1 · पीक पर %2 RU/s · %n फ़िज़िकल पार्टिशन · %3 प्रति माह · सबसे हॉट कुंजी %4</numerusform>
            <numerusform>कुंजी %1 · पीक पर %2 RU/s · %n फ़िज़िकल पार्टिशन · %3 प्रति माह · सबसे हॉट कुंजी %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of data in %n physical partition(s).</source>
        <translation>
            <numerusform>%n फ़िज़िकल पार्टिशन में %1 डेटा।</numerusform>
            <numerusform>%n फ़िज़िकल पार्टिशन में %1 डेटा।</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (on average %2 a second)</source>
        <translation>%1 (औसतन %2 प्रति सेकंड)</translation>
    </message>
    <message>
        <source>%1 documents derived from the parents, not given: %2.</source>
        <translation>%1 डॉक्यूमेंट दिए नहीं गए, पैरेंट से निकाले गए हैं: %2।</translation>
    </message>
</context>
<context>
    <name>cosmos::AccessPatternModel</name>
    <message>
        <source>point read</source>
        <translation>पॉइंट रीड</translation>
    </message>
    <message>
        <source>single-partition</source>
        <translation>सिंगल-पार्टिशन</translation>
    </message>
    <message>
        <source>cross-partition</source>
        <translation>क्रॉस-पार्टिशन</translation>
    </message>
    <message>
        <source>write</source>
        <translation>राइट</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>विवरण</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>ऑपरेशन</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>एंटिटी</translation>
    </message>
    <message>
        <source>RPS avg</source>
        <translation>औसत RPS</translation>
    </message>
    <message>
        <source>RPS peak</source>
        <translation>पीक RPS</translation>
    </message>
    <message>
        <source>Container</source>
        <translation>कंटेनर</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>रूट</translation>
    </message>
    <message>
        <source>RU/request</source>
        <translation>RU/अनुरोध</translation>
    </message>
    <message>
        <source>RU/s avg</source>
        <translation>औसत RU/s</translation>
    </message>
    <message>
        <source>RU/s peak</source>
        <translation>पीक RU/s</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 संपादित करें</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; कोई संख्या नहीं है</translation>
    </message>
    <message>
        <source>key prefix</source>
        <translation>कुंजी प्रीफ़िक्स</translation>
    </message>
</context>
<context>
    <name>cosmos::AccessPatternsPanel</name>
    <message>
        <source>Filter access patterns…</source>
        <translation>एक्सेस पैटर्न फ़िल्टर करें…</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>जोड़ें</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>डुप्लिकेट</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>हटाएँ</translation>
    </message>
    <message>
        <source>Add Access Pattern</source>
        <translation>एक्सेस पैटर्न जोड़ें</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (कॉपी)</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 डुप्लिकेट करें</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Access Pattern(s)</source>
        <translation>
            <numerusform>%n एक्सेस पैटर्न हटाएँ</numerusform>
            <numerusform>%n एक्सेस पैटर्न हटाएँ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cosmos::AccountActions</name>
    <message>
        <source>&amp;Deploy to Azure Cosmos DB…</source>
        <translation>Azure Cosmos DB पर डिप्लॉय करें(&amp;D)…</translation>
    </message>
    <message>
        <source>Create the design&apos;s database and containers in an account or the emulator</source>
        <translation>डिज़ाइन का डेटाबेस और कंटेनर किसी अकाउंट या एम्युलेटर में बनाएँ</translation>
    </message>
    <message>
        <source>Compare with &amp;Account…</source>
        <translation>अकाउंट से तुलना करें(&amp;A)…</translation>
    </message>
    <message>
        <source>What differs between the design and an account&apos;s containers</source>
        <translation>डिज़ाइन और अकाउंट के कंटेनरों में क्या अलग है</translation>
    </message>
    <message>
        <source>&amp;Measure on Account…</source>
        <translation>अकाउंट पर मापें(&amp;M)…</translation>
    </message>
    <message>
        <source>Run each access pattern on an account and compare its charge with the estimate</source>
        <translation>हर एक्सेस पैटर्न को अकाउंट पर चलाएँ और उसके चार्ज की अनुमान से तुलना करें</translation>
    </message>
    <message>
        <source>Planning the deployment</source>
        <translation>डिप्लॉयमेंट की योजना बन रही है</translation>
    </message>
    <message>
        <source>Deploying</source>
        <translation>डिप्लॉय हो रहा है</translation>
    </message>
    <message>
        <source>Comparing with the account</source>
        <translation>अकाउंट से तुलना हो रही है</translation>
    </message>
    <message>
        <source>Measuring the access patterns</source>
        <translation>एक्सेस पैटर्न मापे जा रहे हैं</translation>
    </message>
    <message>
        <source>Cancelled; nothing more was sent to the account.</source>
        <translation>रद्द किया गया; अकाउंट को आगे कुछ नहीं भेजा गया।</translation>
    </message>
    <message>
        <source>Calibrate Assumptions from Measurements</source>
        <translation>मापों से मान्यताएँ कैलिब्रेट करें</translation>
    </message>
    <message>
        <source>Azure Cosmos DB</source>
        <translation>Azure Cosmos DB</translation>
    </message>
    <message>
        <source>Deployment Plan</source>
        <translation>डिप्लॉयमेंट योजना</translation>
    </message>
    <message>
        <source>Deploying creates what is missing; what exists is left as it is.</source>
        <translation>डिप्लॉय करने से जो नहीं है वह बनता है; जो है वह वैसा ही रहता है।</translation>
    </message>
    <message>
        <source>Nothing to create: every container of the design exists.</source>
        <translation>बनाने को कुछ नहीं: डिज़ाइन का हर कंटेनर मौजूद है।</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>डिप्लॉय करें</translation>
    </message>
    <message>
        <source>Deployed</source>
        <translation>डिप्लॉय हो गया</translation>
    </message>
    <message>
        <source>Compared with the Account</source>
        <translation>अकाउंट से तुलना</translation>
    </message>
    <message>
        <source>Some containers differ from the design; they were left as they are.</source>
        <translation>कुछ कंटेनर डिज़ाइन से अलग हैं; उन्हें वैसा ही छोड़ा गया।</translation>
    </message>
    <message>
        <source>The account&apos;s containers are as designed.</source>
        <translation>अकाउंट के कंटेनर डिज़ाइन के अनुसार हैं।</translation>
    </message>
    <message>
        <source>Measured on the Account</source>
        <translation>अकाउंट पर मापा गया</translation>
    </message>
    <message>
        <source>The charge Cosmos DB reported for each access pattern, beside the estimate.</source>
        <translation>हर एक्सेस पैटर्न के लिए Cosmos DB का बताया चार्ज, अनुमान के साथ।</translation>
    </message>
    <message>
        <source>The measurements give no assumption to change.</source>
        <translation>मापों से बदलने लायक कोई मान्यता नहीं निकली।</translation>
    </message>
    <message>
        <source>autoscale up to %1 RU/s</source>
        <translation>ऑटोस्केल, अधिकतम %1 RU/s</translation>
    </message>
    <message>
        <source>%1 RU/s</source>
        <translation>%1 RU/s</translation>
    </message>
    <message>
        <source>serverless</source>
        <translation>सर्वरलेस</translation>
    </message>
    <message>
        <source>%1: %2 is %3 on the account and %4 in the design (%5)</source>
        <translation>%1: %2 अकाउंट में %3 है और डिज़ाइन में %4 (%5)</translation>
    </message>
    <message>
        <source>changes in place</source>
        <translation>वहीं बदला जा सकता है</translation>
    </message>
    <message>
        <source>needs a new container and a copy of the data</source>
        <translation>नया कंटेनर और डेटा की कॉपी चाहिए</translation>
    </message>
    <message>
        <source>Create database %1</source>
        <translation>डेटाबेस %1 बनाएँ</translation>
    </message>
    <message>
        <source>Created database %1</source>
        <translation>डेटाबेस %1 बनाया गया</translation>
    </message>
    <message>
        <source>Create container %1, partition key %2, %3</source>
        <translation>कंटेनर %1 बनाएँ, पार्टिशन कुंजी %2, %3</translation>
    </message>
    <message>
        <source>Created container %1, partition key %2, %3</source>
        <translation>कंटेनर %1 बनाया गया, पार्टिशन कुंजी %2, %3</translation>
    </message>
    <message>
        <source>%1 exists as designed</source>
        <translation>%1 डिज़ाइन के अनुसार मौजूद है</translation>
    </message>
    <message>
        <source>%1; left as it is</source>
        <translation>%1; वैसा ही छोड़ा गया</translation>
    </message>
    <message>
        <source>%1: a global secondary index of %2, which azuredeploy.json creates (preview API)</source>
        <translation>%1: %2 का ग्लोबल सेकेंडरी इंडेक्स, जिसे azuredeploy.json बनाता है (प्रीव्यू API)</translation>
    </message>
    <message>
        <source>%1 is not on the account</source>
        <translation>%1 अकाउंट में नहीं है</translation>
    </message>
    <message>
        <source>%1 is on the account but not in the design; it is left alone</source>
        <translation>%1 अकाउंट में है पर डिज़ाइन में नहीं; उसे छुआ नहीं जाता</translation>
    </message>
</context>
<context>
    <name>cosmos::AccountConnectionDialog</name>
    <message>
        <source>Enter the account&apos;s address, e.g. https://ACCOUNT.documents.azure.com:443/</source>
        <translation>अकाउंट का पता लिखें, जैसे https://ACCOUNT.documents.azure.com:443/</translation>
    </message>
    <message>
        <source>An endpoint has no user name, query or fragment.</source>
        <translation>एंडपॉइंट में उपयोगकर्ता नाम, क्वेरी या फ़्रैगमेंट नहीं होता।</translation>
    </message>
    <message>
        <source>Enter the account&apos;s address only, without a path.</source>
        <translation>केवल अकाउंट का पता लिखें, बिना पाथ के।</translation>
    </message>
    <message>
        <source>An account is reached over https://.</source>
        <translation>अकाउंट से https:// पर जुड़ा जाता है।</translation>
    </message>
    <message>
        <source>A self-signed certificate is accepted only from this computer.</source>
        <translation>स्व-हस्ताक्षरित प्रमाणपत्र केवल इसी कंप्यूटर से स्वीकार किया जाता है।</translation>
    </message>
    <message>
        <source>Import from Azure Cosmos DB</source>
        <translation>Azure Cosmos DB से इम्पोर्ट करें</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>इम्पोर्ट करें</translation>
    </message>
    <message>
        <source>Reads each container&apos;s definition and a sample of its documents, and infers entities, attributes, sizes and value statistics. Nothing in the account is changed.</source>
        <translation>हर कंटेनर की परिभाषा और उसके दस्तावेज़ों का एक नमूना पढ़ता है, और एंटिटी, एट्रिब्यूट, आकार और मानों के आँकड़े निकालता है। अकाउंट में कुछ नहीं बदला जाता।</translation>
    </message>
    <message>
        <source>Deploy to Azure Cosmos DB</source>
        <translation>Azure Cosmos DB पर डिप्लॉय करें</translation>
    </message>
    <message>
        <source>Show the Plan</source>
        <translation>योजना दिखाएँ</translation>
    </message>
    <message>
        <source>Creates the database and the design&apos;s containers that are missing, with the definitions the export writes. Nothing is deleted or replaced; you see the plan before anything is created.</source>
        <translation>डेटाबेस और डिज़ाइन के जो कंटेनर नहीं हैं, उन्हें एक्सपोर्ट वाली परिभाषाओं से बनाता है। कुछ भी हटाया या बदला नहीं जाता; कुछ बनने से पहले आप योजना देखते हैं।</translation>
    </message>
    <message>
        <source>Compare with Account</source>
        <translation>अकाउंट से तुलना करें</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>तुलना करें</translation>
    </message>
    <message>
        <source>Lists what differs between the design and the account&apos;s containers: what can change in place and what needs a new container and a copy of the data. Nothing in the account is changed.</source>
        <translation>डिज़ाइन और अकाउंट के कंटेनरों का अंतर दिखाता है: क्या वहीं बदला जा सकता है और किसके लिए नया कंटेनर और डेटा की कॉपी चाहिए। अकाउंट में कुछ नहीं बदला जाता।</translation>
    </message>
    <message>
        <source>Measure on Account</source>
        <translation>अकाउंट पर मापें</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>मापें</translation>
    </message>
    <message>
        <source>Runs each access pattern against the account, with parameters taken from stored documents, and shows the charge Cosmos DB reports beside the estimate.</source>
        <translation>संग्रहीत दस्तावेज़ों से लिए पैरामीटर के साथ हर एक्सेस पैटर्न को अकाउंट पर चलाता है, और Cosmos DB का बताया चार्ज अनुमान के साथ दिखाता है।</translation>
    </message>
    <message>
        <source>Keep the key in the system keychain</source>
        <translation>कुंजी को सिस्टम कीचेन में रखें</translation>
    </message>
    <message>
        <source>Accept a self-signed certificate (the emulator on this computer)</source>
        <translation>स्व-हस्ताक्षरित प्रमाणपत्र स्वीकार करें (इस कंप्यूटर पर एम्युलेटर)</translation>
    </message>
    <message>
        <source>Also run the write patterns, in a scratch container created for them and removed afterwards</source>
        <translation>लिखने वाले पैटर्न भी चलाएँ, उनके लिए बने और बाद में हटाए जाने वाले अस्थायी कंटेनर में</translation>
    </message>
    <message>
        <source>Primary or secondary key (read-only keys work)</source>
        <translation>प्राथमिक या द्वितीयक कुंजी (केवल-पढ़ने वाली कुंजियाँ भी चलती हैं)</translation>
    </message>
    <message>
        <source>Primary or secondary key</source>
        <translation>प्राथमिक या द्वितीयक कुंजी</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>एंडपॉइंट(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>डेटाबेस(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>कुंजी(&amp;K):</translation>
    </message>
    <message>
        <source>Documents per &amp;container:</source>
        <translation>प्रति कंटेनर दस्तावेज़(&amp;C):</translation>
    </message>
    <message>
        <source>The key is not base64 text; copy the account&apos;s primary or secondary key.</source>
        <translation>कुंजी base64 टेक्स्ट नहीं है; अकाउंट की प्राथमिक या द्वितीयक कुंजी कॉपी करें।</translation>
    </message>
    <message>
        <source>The key could not be kept in the system keychain (%1); it will be asked for again.</source>
        <translation>कुंजी सिस्टम कीचेन में नहीं रखी जा सकी (%1); अगली बार फिर पूछी जाएगी।</translation>
    </message>
</context>
<context>
    <name>cosmos::AccountReportDialog</name>
    <message>
        <source>Access pattern or container</source>
        <translation>एक्सेस पैटर्न या कंटेनर</translation>
    </message>
    <message>
        <source>Estimated</source>
        <translation>अनुमान</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>मापा गया</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>रन</translation>
    </message>
    <message>
        <source>%1 RU</source>
        <translation>%1 RU</translation>
    </message>
    <message>
        <source>%1 (at peak)</source>
        <translation>%1 (पीक पर)</translation>
    </message>
    <message>
        <source>%1 RU/s</source>
        <translation>%1 RU/s</translation>
    </message>
    <message>
        <source>not every pattern measured</source>
        <translation>हर पैटर्न नहीं मापा गया</translation>
    </message>
</context>
<context>
    <name>cosmos::AccountTask</name>
    <message>
        <source>%1
The account refused the key: check that it is this account&apos;s key.</source>
        <translation>%1
अकाउंट ने कुंजी अस्वीकार कर दी: जाँचें कि यह इसी अकाउंट की कुंजी है।</translation>
    </message>
</context>
<context>
    <name>cosmos::AdvisorPanel</name>
    <message>
        <source>Severity</source>
        <translation>गंभीरता</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>सलाह</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>विषय</translation>
    </message>
    <message>
        <source>Double-click or press Enter to select the subject on the canvas</source>
        <translation>कैनवास पर विषय चुनने के लिए डबल-क्लिक करें या Enter दबाएँ</translation>
    </message>
    <message>
        <source>&lt;p&gt;No playbook pattern applies to this model yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;इस मॉडल पर अभी कोई प्लेबुक पैटर्न लागू नहीं होता।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Recommendation:</source>
        <translation>अनुशंसा:</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>क्यों:</translation>
    </message>
    <message>
        <source>To resolve:</source>
        <translation>हल करने के लिए:</translation>
    </message>
    <message>
        <source>Azure documentation</source>
        <translation>Azure डॉक्यूमेंटेशन</translation>
    </message>
</context>
<context>
    <name>cosmos::AdvisorTr</name>
    <message>
        <source>average RPS</source>
        <translation>औसत RPS</translation>
    </message>
    <message>
        <source>peak RPS</source>
        <translation>पीक RPS</translation>
    </message>
    <message>
        <source>latency target</source>
        <translation>लेटेंसी लक्ष्य</translation>
    </message>
    <message>
        <source>consistency level</source>
        <translation>कंसिस्टेंसी लेवल</translation>
    </message>
    <message>
        <source>expected result count</source>
        <translation>अपेक्षित परिणाम संख्या</translation>
    </message>
    <message>
        <source>%1 has no %2.</source>
        <translation>%1 का %2 नहीं दिया गया है।</translation>
    </message>
    <message>
        <source>Fill in the missing values of %1.</source>
        <translation>%1 की छूटी हुई वैल्यू भरें।</translation>
    </message>
    <message>
        <source>%1 has no %2 document size.</source>
        <translation>%1 का %2 डॉक्यूमेंट आकार नहीं दिया गया है।</translation>
    </message>
    <message>
        <source>average</source>
        <translation>औसत</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>अधिकतम</translation>
    </message>
    <message>
        <source>Give %1 its average and maximum document size in KB.</source>
        <translation>%1 का औसत और अधिकतम डॉक्यूमेंट आकार KB में दें।</translation>
    </message>
    <message>
        <source> and %1</source>
        <translation> और %1</translation>
    </message>
    <message>
        <source>%1 is read by %2 but never created or changed.</source>
        <translation>%1 को %2 द्वारा पढ़ा जाता है, लेकिन इसे कभी बनाया या बदला नहीं जाता।</translation>
    </message>
    <message>
        <source>Add the access pattern that creates %1.</source>
        <translation>वह एक्सेस पैटर्न जोड़ें जो %1 बनाता है।</translation>
    </message>
    <message>
        <source>%1 is written by %2 but never read.</source>
        <translation>%1 को %2 द्वारा लिखा जाता है, लेकिन कभी पढ़ा नहीं जाता।</translation>
    </message>
    <message>
        <source>Add the access pattern that reads %1, or remove it.</source>
        <translation>वह एक्सेस पैटर्न जोड़ें जो %1 को पढ़ता है, या इसे हटा दें।</translation>
    </message>
    <message>
        <source>No access pattern touches %1.</source>
        <translation>कोई एक्सेस पैटर्न %1 को नहीं छूता।</translation>
    </message>
    <message>
        <source>Add the patterns that read and write %1, or remove it.</source>
        <translation>वे पैटर्न जोड़ें जो %1 को पढ़ते और लिखते हैं, या इसे हटा दें।</translation>
    </message>
    <message>
        <source>%1 → %2 is undecided: %3</source>
        <translation>%1 → %2 अनिर्णीत है: %3</translation>
    </message>
    <message>
        <source>Add a read pattern of %1.</source>
        <translation>%1 का एक रीड पैटर्न जोड़ें।</translation>
    </message>
    <message>
        <source>The hottest value of %2 in %1 needs %3 RU/s at peak, %4 of the %5 RU/s one partition serves.</source>
        <translation>%1 में %2 की सबसे हॉट वैल्यू को पीक पर %3 RU/s चाहिए, जो एक पार्टिशन द्वारा संभाले जाने वाले %5 RU/s का %4 है।</translation>
    </message>
    <message>
        <source>Choose a key that spreads the load, or apply a remedy from the Containers panel.</source>
        <translation>ऐसी कुंजी चुनें जो लोड को फैलाए, या कंटेनर पैनल से कोई उपाय लागू करें।</translation>
    </message>
    <message>
        <source>The busiest physical partition of %1 reaches %2 RU/s at peak, more than its %3 RU/s share, so requests to it may be throttled at peak.</source>
        <translation>%1 का सबसे व्यस्त फ़िज़िकल पार्टिशन पीक पर %2 RU/s तक पहुँचता है, जो उसके %3 RU/s के हिस्से से ज़्यादा है, इसलिए पीक पर उसकी रिक्वेस्ट थ्रॉटल हो सकती हैं।</translation>
    </message>
    <message>
        <source>Provision more throughput or spread the load over more key values.</source>
        <translation>ज़्यादा थ्रूपुट प्रोविज़न करें या लोड को ज़्यादा कुंजी वैल्यू पर फैलाएँ।</translation>
    </message>
    <message>
        <source>The largest value of %2 in %1 holds about %3, against a %4 limit per logical partition.</source>
        <translation>%1 में %2 की सबसे बड़ी वैल्यू में लगभग %3 है, जबकि प्रति लॉजिकल पार्टिशन सीमा %4 है।</translation>
    </message>
    <message>
        <source>Use a more selective or hierarchical partition key.</source>
        <translation>ज़्यादा सेलेक्टिव या हायरार्किकल पार्टिशन कुंजी इस्तेमाल करें।</translation>
    </message>
    <message>
        <source>%1 → %2: %3 of reads overlap, in the band to weigh; confirm whether to store them together.</source>
        <translation>%1 → %2: %3 रीड ओवरलैप करते हैं, जो विचार करने वाले बैंड में है; पुष्टि करें कि उन्हें साथ स्टोर करना है या नहीं।</translation>
    </message>
    <message>
        <source>Review the consolidation table and confirm the decision.</source>
        <translation>समेकन तालिका की समीक्षा करें और निर्णय की पुष्टि करें।</translation>
    </message>
    <message>
        <source>Change the unique attributes of the document types in %1.</source>
        <translation>%1 में डॉक्यूमेंट टाइप के यूनिक एट्रिब्यूट बदलें।</translation>
    </message>
    <message>
        <source>%1 documents reach %2, above the %3 item limit.</source>
        <translation>%1 डॉक्यूमेंट %2 तक पहुँचते हैं, जो %3 की आइटम सीमा से ज़्यादा है।</translation>
    </message>
    <message>
        <source>Move large parts of %1 out of the document (Blob Storage) or split it.</source>
        <translation>%1 के बड़े हिस्सों को डॉक्यूमेंट से बाहर (Blob Storage में) ले जाएँ या इसे विभाजित करें।</translation>
    </message>
    <message>
        <source>%1 with its embedded %2 can reach %3, above the %4 item limit.</source>
        <translation>%1 अपने एम्बेड किए गए %2 के साथ %3 तक पहुँच सकता है, जो %4 की आइटम सीमा से ज़्यादा है।</translation>
    </message>
    <message>
        <source>Bound the number of %1 per %2, or store them apart.</source>
        <translation>हर %2 के लिए %1 की संख्या सीमित करें, या उन्हें अलग स्टोर करें।</translation>
    </message>
    <message>
        <source>Answer the question in the model&apos;s scale notes and plan the write path for it.</source>
        <translation>मॉडल के पैमाने के नोट में प्रश्न का उत्तर दें और उसके लिए राइट पाथ की योजना बनाएँ।</translation>
    </message>
    <message>
        <source>%1 cannot be served: %2.</source>
        <translation>%1 की ज़रूरतें पूरी नहीं की जा सकतीं: %2।</translation>
    </message>
    <message>
        <source>Change the key, the design or the capacity mode; the Containers panel compares the candidates.</source>
        <translation>कुंजी, डिज़ाइन या कैपेसिटी मोड बदलें; कंटेनर पैनल में विकल्पों की तुलना देखें।</translation>
    </message>
    <message>
        <source>Ask Azure for the quota before deploying, or split the load over containers.</source>
        <translation>डिप्लॉय करने से पहले Azure से कोटा बढ़ाने का अनुरोध करें, या लोड को कई कंटेनर में बाँटें।</translation>
    </message>
    <message>
        <source>%1 peaks at %2 RPS, below its average of %3 RPS.</source>
        <translation>%1 का पीक %2 RPS है, जो उसके औसत %3 RPS से कम है।</translation>
    </message>
    <message>
        <source>The peak is the busiest moment: make it at least the average.</source>
        <translation>पीक सबसे व्यस्त समय होता है: इसे कम से कम औसत के बराबर रखें।</translation>
    </message>
    <message>
        <source>%1 touches no entity, so nothing can serve it.</source>
        <translation>%1 किसी एंटिटी को नहीं छूता, इसलिए इसे कुछ भी संभाल नहीं सकता।</translation>
    </message>
    <message>
        <source>Name the entities %1 reads or writes.</source>
        <translation>वे एंटिटी बताएँ जिन्हें %1 पढ़ता या लिखता है।</translation>
    </message>
    <message>
        <source>%1 asks for %2 consistency, stronger than the account&apos;s %3; a request can only relax the account&apos;s consistency.</source>
        <translation>%1 %2 कंसिस्टेंसी माँगता है, जो अकाउंट की %3 से ज़्यादा मज़बूत है; कोई रिक्वेस्ट अकाउंट की कंसिस्टेंसी को केवल ढीला कर सकती है।</translation>
    </message>
    <message>
        <source>Raise the account&apos;s default consistency, or relax %1.</source>
        <translation>अकाउंट की डिफ़ॉल्ट कंसिस्टेंसी बढ़ाएँ, या %1 की कंसिस्टेंसी ढीली करें।</translation>
    </message>
    <message>
        <source>%1 documents average %2 KB but are at most %3 KB.</source>
        <translation>%1 डॉक्यूमेंट का औसत आकार %2 KB है, लेकिन अधिकतम केवल %3 KB है।</translation>
    </message>
    <message>
        <source>The maximum must be at least the average.</source>
        <translation>अधिकतम कम से कम औसत के बराबर होना चाहिए।</translation>
    </message>
    <message>
        <source>The relationships %1 form a cycle: each entity is the parent of the next and the last is the parent of the first.</source>
        <translation>रिलेशनशिप %1 एक चक्र बनाती हैं: हर एंटिटी अगली एंटिटी की पैरेंट है और आख़िरी एंटिटी पहली की पैरेंट है।</translation>
    </message>
    <message>
        <source>Reverse or remove one of them: a document cannot contain its own ancestor.</source>
        <translation>इनमें से किसी एक की दिशा उलटें या उसे हटाएँ: कोई डॉक्यूमेंट अपने ही पूर्वज को अपने अंदर नहीं रख सकता।</translation>
    </message>
    <message>
        <source>%1 has %2 children on average but at most %3.</source>
        <translation>%1 में औसतन %2 चाइल्ड हैं, लेकिन अधिकतम केवल %3।</translation>
    </message>
    <message>
        <source>any number of</source>
        <comment>Each Customer has {children} Order items</comment>
        <translation>कितने भी</translation>
    </message>
    <message>
        <source>up to %1</source>
        <comment>Each Customer has {children} Order items</comment>
        <translation>अधिकतम %1</translation>
    </message>
    <message>
        <source>an unknown number of</source>
        <comment>Each Customer has {children} Order items</comment>
        <translation>अज्ञात संख्या में</translation>
    </message>
    <message>
        <source>unbounded</source>
        <comment>maximum number of children</comment>
        <translation>असीमित</translation>
    </message>
    <message>
        <source>undecided</source>
        <comment>relationship decision</comment>
        <translation>अनिर्णीत</translation>
    </message>
    <message>
        <source>%1 filters %2 by nearness, which only a vector or hybrid search on a vector attribute can do.</source>
        <translation>%1, %2 को निकटता से फ़िल्टर करता है, जो केवल वेक्टर एट्रिब्यूट पर वेक्टर या हाइब्रिड सर्च ही कर सकती है।</translation>
    </message>
    <message>
        <source>Make %1 a vector or hybrid search on a vector attribute, or compare %2 with equals or a range.</source>
        <translation>%1 को किसी वेक्टर एट्रिब्यूट पर वेक्टर या हाइब्रिड सर्च बनाएँ, या %2 की तुलना बराबर या रेंज से करें।</translation>
    </message>
    <message>
        <source>%1 searches the text of %2, which is not a full-text path.</source>
        <translation>%1, %2 के टेक्स्ट में खोजता है, जो फ़ुल-टेक्स्ट पाथ नहीं है।</translation>
    </message>
    <message>
        <source>Give %1 a full-text language, so the container indexes it for full-text search.</source>
        <translation>%1 को फ़ुल-टेक्स्ट भाषा दें, ताकि कंटेनर उसे फ़ुल-टेक्स्ट सर्च के लिए इंडेक्स करे।</translation>
    </message>
    <message>
        <source>%1 searches %2, which has no vector index: every search compares the query with every stored vector, and its cost grows with them.</source>
        <translation>%1, %2 में खोजता है, जिसका कोई वेक्टर इंडेक्स नहीं है: हर सर्च क्वेरी की तुलना हर सहेजे गए वेक्टर से करती है, और उसकी लागत उनके साथ बढ़ती है।</translation>
    </message>
    <message>
        <source>Give %1 a quantizedFlat or diskANN index (a flat one up to 505 dimensions).</source>
        <translation>%1 को quantizedFlat या diskANN इंडेक्स दें (flat केवल 505 डायमेंशन तक)।</translation>
    </message>
    <message>
        <source>%1 is a vector search but names no vector to be near.</source>
        <translation>%1 वेक्टर सर्च है, पर वह किसी वेक्टर का नाम नहीं देता जिसके निकट खोजना है।</translation>
    </message>
    <message>
        <source>Add a filter with the operator near on a vector attribute of %1.</source>
        <translation>%1 के किसी वेक्टर एट्रिब्यूट पर ऑपरेटर near वाला फ़िल्टर जोड़ें।</translation>
    </message>
    <message>
        <source>%1 is a full-text search but names no full-text path to search.</source>
        <translation>%1 फ़ुल-टेक्स्ट सर्च है, पर वह खोजने के लिए कोई फ़ुल-टेक्स्ट पाथ नहीं बताता।</translation>
    </message>
    <message>
        <source>Add a filter with the operator contains on a full-text attribute of %1.</source>
        <translation>%1 के किसी फ़ुल-टेक्स्ट एट्रिब्यूट पर ऑपरेटर contains वाला फ़िल्टर जोड़ें।</translation>
    </message>
    <message>
        <source>%1 documents hold %2, at least %3 KB of vectors, but are given as %4 KB %5.</source>
        <translation>%1 डॉक्यूमेंट में %2 हैं, यानी कम से कम %3 KB के वेक्टर, पर उनका आकार %5 %4 KB दिया गया है।</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>अधिकतम</translation>
    </message>
    <message>
        <source>on average</source>
        <translation>औसतन</translation>
    </message>
    <message>
        <source>Give %1 its average and maximum size with the vectors included.</source>
        <translation>%1 का औसत और अधिकतम आकार वेक्टर सहित दें।</translation>
    </message>
    <message>
        <source>%1 has no document count, and no parent gives one: storage, minimum throughput and partitions count none of its documents.</source>
        <translation>%1 की डॉक्यूमेंट गिनती नहीं दी गई है और कोई पैरेंट भी उसे नहीं बताता: स्टोरेज, न्यूनतम थ्रूपुट और पार्टिशन उसके किसी डॉक्यूमेंट को नहीं गिनते।</translation>
    </message>
    <message>
        <source>Give %1 its document count, or relate it to a parent with its average children.</source>
        <translation>%1 की डॉक्यूमेंट गिनती दें, या उसे औसत चाइल्ड संख्या के साथ किसी पैरेंट से जोड़ें।</translation>
    </message>
    <message>
        <source>%1&apos;s %2 documents are derived (%3), not given.</source>
        <translation>%1 के %2 डॉक्यूमेंट दिए नहीं गए, निकाले गए हैं (%3)।</translation>
    </message>
    <message>
        <source>Type %1&apos;s document count if you know it: a count you give always wins.</source>
        <translation>अगर आप जानते हैं तो %1 की डॉक्यूमेंट गिनती लिखें: आपकी दी हुई गिनती हमेशा मान्य होती है।</translation>
    </message>
    <message>
        <source>%1 documents are taken to carry %2, %3.</source>
        <translation>%1 डॉक्यूमेंट में %2 माना गया है, %3।</translation>
    </message>
    <message>
        <source>Add %2 to %1&apos;s attributes, with its distinct values, to make it part of the model.</source>
        <translation>%2 को उसके अलग-अलग मानों की संख्या के साथ %1 के एट्रिब्यूट में जोड़ें, ताकि वह मॉडल का हिस्सा बने।</translation>
    </message>
    <message>
        <source>The model sets the key %1 for a container %2, which the design does not have: the override is not applied.</source>
        <translation>मॉडल कंटेनर %2 के लिए कुंजी %1 तय करता है, लेकिन डिज़ाइन में वह कंटेनर नहीं है: यह ओवरराइड लागू नहीं होता।</translation>
    </message>
    <message>
        <source>Remove the override, or set the key on the container that now holds those documents.</source>
        <translation>ओवरराइड हटाएँ, या कुंजी उस कंटेनर पर तय करें जिसमें अब वे डॉक्यूमेंट हैं।</translation>
    </message>
    <message>
        <source>The model chooses how %1 is served, but it has no access pattern %1: the choice is not applied.</source>
        <translation>मॉडल चुनता है कि %1 कैसे पूरा हो, लेकिन उसमें एक्सेस पैटर्न %1 नहीं है: यह चुनाव लागू नहीं होता।</translation>
    </message>
    <message>
        <source>Remove the override, or give it the id of an existing access pattern.</source>
        <translation>ओवरराइड हटाएँ, या उसे किसी मौजूदा एक्सेस पैटर्न की id दें।</translation>
    </message>
    <message>
        <source>never</source>
        <translation>कभी नहीं</translation>
    </message>
    <message>
        <source>when each document says</source>
        <translation>हर दस्तावेज़ के अनुसार</translation>
    </message>
    <message>
        <source>after %1 seconds</source>
        <translation>%1 सेकंड बाद</translation>
    </message>
    <message>
        <source>%1 is embedded in %2&apos;s documents, so it expires with them (%3), not %4 as its own TTL says.</source>
        <translation>%1, %2 के दस्तावेज़ों में एम्बेड है, इसलिए वह उन्हीं के साथ समाप्त होता है (%3), न कि अपने TTL के अनुसार %4।</translation>
    </message>
    <message>
        <source>Keep %1 in documents of its own to let it expire on its own, or give %2 the same TTL.</source>
        <translation>%1 को अपने अलग दस्तावेज़ों में रखें ताकि वह अपने आप समाप्त हो सके, या %2 को वही TTL दें।</translation>
    </message>
    <message>
        <source>%1 documents have no maximum under one %2 value in %3 and no TTL: the logical partition keeps growing towards the %4 limit.</source>
        <translation>%3 में %2 के एक मान के अंतर्गत %1 दस्तावेज़ों की कोई अधिकतम संख्या नहीं है और कोई TTL भी नहीं: लॉजिकल पार्टिशन %4 की सीमा की ओर बढ़ता रहता है।</translation>
    </message>
    <message>
        <source>Give the relationship a maximum, the documents a TTL, or the key a second level.</source>
        <translation>संबंध को अधिकतम संख्या, दस्तावेज़ों को TTL, या कुंजी को दूसरा स्तर दें।</translation>
    </message>
    <message>
        <source>%1.%2 has a %3 index, which Azure builds once a container holds 1,000 vectors: with %4 documents, every search compares the query with all of them.</source>
        <translation>%1.%2 पर %3 इंडेक्स है, जिसे Azure तभी बनाता है जब कंटेनर में 1,000 वेक्टर हों: %4 दस्तावेज़ों के साथ, हर सर्च क्वेरी की तुलना उन सभी से करती है।</translation>
    </message>
    <message>
        <source>Expect full-scan search costs until %1 holds 1,000 documents, or use a flat index while it is small (up to 505 dimensions).</source>
        <translation>जब तक %1 में 1,000 दस्तावेज़ न हों, पूरी स्कैन वाली सर्च लागत मानकर चलें, या छोटा रहने तक फ़्लैट इंडेक्स (अधिकतम 505 आयाम) इस्तेमाल करें।</translation>
    </message>
    <message>
        <source>The model sets the assumption %1 = %2, which this version does not have: it is kept in the file and not used.</source>
        <translation>मॉडल मान्यता %1 = %2 सेट करता है, जो इस संस्करण में नहीं है: यह फ़ाइल में रखी जाती है, पर उपयोग नहीं होती।</translation>
    </message>
    <message>
        <source>Remove %1 from the model&apos;s assumptions, or correct its name.</source>
        <translation>मॉडल की मान्यताओं से %1 हटाएँ, या उसका नाम ठीक करें।</translation>
    </message>
</context>
<context>
    <name>cosmos::AlternativeActions</name>
    <message>
        <source>&amp;Alternatives</source>
        <translation>वैकल्पिक डिज़ाइन (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Duplicate as Alternative…</source>
        <translation>वैकल्पिक डिज़ाइन के रूप में डुप्लिकेट करें (&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Compare With</source>
        <translation>इससे तुलना करें (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Switch To</source>
        <translation>इस पर स्विच करें (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>नाम बदलें (&amp;R)</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>हटाएँ (&amp;L)</translation>
    </message>
    <message>
        <source>Duplicate as Alternative</source>
        <translation>वैकल्पिक डिज़ाइन के रूप में डुप्लिकेट करें</translation>
    </message>
    <message>
        <source>Switch to “%1”</source>
        <translation>“%1” पर स्विच करें</translation>
    </message>
    <message>
        <source>Previous design</source>
        <translation>पिछला डिज़ाइन</translation>
    </message>
    <message>
        <source>Rename Alternative</source>
        <translation>वैकल्पिक डिज़ाइन का नाम बदलें</translation>
    </message>
    <message>
        <source>Delete Alternative</source>
        <translation>वैकल्पिक डिज़ाइन हटाएँ</translation>
    </message>
    <message>
        <source>Alternative</source>
        <translation>वैकल्पिक डिज़ाइन</translation>
    </message>
    <message>
        <source>A copy of the current design is kept under this name. Change the current design, then compare the two.

Name:</source>
        <translation>मौजूदा डिज़ाइन की एक कॉपी इस नाम से रखी जाती है। मौजूदा डिज़ाइन बदलें, फिर दोनों की तुलना करें।

नाम:</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>नया नाम:</translation>
    </message>
    <message>
        <source>Delete the alternative “%1”? Undo brings it back.</source>
        <translation>वैकल्पिक डिज़ाइन “%1” हटाएँ? पूर्ववत करने पर यह वापस आ जाएगा।</translation>
    </message>
</context>
<context>
    <name>cosmos::AnalysisTr</name>
    <message>
        <source>one-to-one</source>
        <translation>वन-टू-वन</translation>
    </message>
    <message>
        <source>one-to-few</source>
        <translation>वन-टू-फ़्यू</translation>
    </message>
    <message>
        <source>one-to-many</source>
        <translation>वन-टू-मेनी</translation>
    </message>
    <message>
        <source>many-to-many</source>
        <translation>मेनी-टू-मेनी</translation>
    </message>
    <message>
        <source>%1 refers to other %1 items: a self-relationship is stored as a reference (an id, or an ancestor path for hierarchies) in the same container, never embedded in itself.</source>
        <translation>%1 दूसरे %1 आइटम को रेफ़र करता है: सेल्फ़-रिलेशनशिप उसी कंटेनर में रेफ़रेंस (id, या हायरार्की के लिए पूर्वज का पाथ) के रूप में रखी जाती है, कभी ख़ुद में एम्बेड नहीं की जाती।</translation>
    </message>
    <message>
        <source>Rule 1 applies: many-to-many with at most %1 links per %2 and %3 per %4 (limit %5), so each side keeps the other&apos;s ids.</source>
        <translation>नियम 1 लागू: मेनी-टू-मेनी, प्रति %2 अधिकतम %1 लिंक और प्रति %4 %3 लिंक (सीमा %5), इसलिए हर साइड दूसरी साइड की ids रखती है।</translation>
    </message>
    <message>
        <source>Rule 1 does not apply: %1.</source>
        <translation>नियम 1 लागू नहीं: %1।</translation>
    </message>
    <message>
        <source>the maximum number of links is not known</source>
        <translation>लिंक की अधिकतम संख्या ज्ञात नहीं है</translation>
    </message>
    <message>
        <source>up to %1 links per side exceeds the limit of %2</source>
        <translation>प्रति साइड अधिकतम %1 लिंक, %2 की सीमा से ज़्यादा है</translation>
    </message>
    <message>
        <source>Rule 2 applies: a many-to-many relationship with many links gets an edge container, one document per link in each direction, each partitioned by its own side.</source>
        <translation>नियम 2 लागू: बहुत सारे लिंक वाली मेनी-टू-मेनी रिलेशनशिप के लिए एज कंटेनर — हर लिंक के लिए हर दिशा में एक डॉक्यूमेंट, हर एक अपनी साइड से पार्टिशन किया हुआ।</translation>
    </message>
    <message>
        <source>Rules 1–2 do not apply: the relationship is %1, not many-to-many.</source>
        <translation>नियम 1–2 लागू नहीं: रिलेशनशिप %1 है, मेनी-टू-मेनी नहीं।</translation>
    </message>
    <message>
        <source>No decision: %1</source>
        <translation>कोई निर्णय नहीं: %1</translation>
    </message>
    <message>
        <source>Do %1 and %2 need the same backup and restore?</source>
        <translation>क्या %1 और %2 को एक जैसा बैकअप और रिस्टोर चाहिए?</translation>
    </message>
    <message>
        <source>Do they scale differently (one grows or spikes while the other does not)?</source>
        <translation>क्या वे अलग-अलग तरह से स्केल होते हैं (एक बढ़ता या अचानक उछलता है, दूसरा नहीं)?</translation>
    </message>
    <message>
        <source>Do they need different consistency levels?</source>
        <translation>क्या उन्हें अलग-अलग कंसिस्टेंसी लेवल चाहिए?</translation>
    </message>
    <message>
        <source>Rule 3 applies: correlation %1 ≥ %2, maximum embedded size %3 ≤ %4 and %5 is read alone %6 of the time (&lt; %7), so %5 is embedded in %8.</source>
        <translation>नियम 3 लागू: सहसंबंध %1 ≥ %2, एम्बेड का अधिकतम आकार %3 ≤ %4 और %5 अकेले %6 बार पढ़ा जाता है (&lt; %7), इसलिए %5 को %8 में एम्बेड किया जाता है।</translation>
    </message>
    <message>
        <source>correlation %1 &lt; %2</source>
        <translation>सहसंबंध %1 &lt; %2</translation>
    </message>
    <message>
        <source>maximum embedded size %1 &gt; %2</source>
        <translation>एम्बेड का अधिकतम आकार %1 &gt; %2</translation>
    </message>
    <message>
        <source>%1 is read without %2 %3 of the time (≥ %4)</source>
        <translation>%1 को %3 बार %2 के बिना पढ़ा जाता है (≥ %4)</translation>
    </message>
    <message>
        <source>Rule 3 (single document) does not apply: %1.</source>
        <translation>नियम 3 (सिंगल डॉक्यूमेंट) लागू नहीं: %1।</translation>
    </message>
    <message>
        <source>It would be embedded, but the maximum size %1 exceeds the limit of %2.</source>
        <translation>इसे एम्बेड किया जाता, लेकिन अधिकतम आकार %1, %2 की सीमा से ज़्यादा है।</translation>
    </message>
    <message>
        <source>Subset pattern: %1 reads the latest %2; embed those in %3 and keep every %4 as its own document.</source>
        <translation>सबसेट पैटर्न: %1 नवीनतम %2 पढ़ता है; उन्हें %3 में एम्बेड करें और हर %4 को अलग डॉक्यूमेंट के रूप में रखें।</translation>
    </message>
    <message>
        <source>Rule 4 applies: correlation %1 ≥ %2, so %3 documents are stored beside %4 in one container, partitioned by %4&apos;s key.</source>
        <translation>नियम 4 लागू: सहसंबंध %1 ≥ %2, इसलिए %3 डॉक्यूमेंट %4 के साथ एक कंटेनर में रखे जाते हैं, %4 की कुंजी से पार्टिशन किए हुए।</translation>
    </message>
    <message>
        <source>Rule 4 (multi-document) does not apply: correlation %1 &lt; %2.</source>
        <translation>नियम 4 (मल्टी-डॉक्यूमेंट) लागू नहीं: सहसंबंध %1 &lt; %2।</translation>
    </message>
    <message>
        <source>Rule 5 applies: the relationship is identifying (%1 cannot exist without its %2 and is looked up with the %2&apos;s id) and correlation %3 ≥ %4, so %1 documents are partitioned by the %2&apos;s key; no cross-partition queries are needed.</source>
        <translation>नियम 5 लागू: रिलेशनशिप आइडेंटिफ़ाइंग है (%1 अपने %2 के बिना मौजूद नहीं रह सकता और %2 की id से खोजा जाता है) और सहसंबंध %3 ≥ %4, इसलिए %1 डॉक्यूमेंट %2 की कुंजी से पार्टिशन किए जाते हैं; क्रॉस-पार्टिशन क्वेरी की ज़रूरत नहीं।</translation>
    </message>
    <message>
        <source>Rule 5 (identifying) does not apply: %1.</source>
        <translation>नियम 5 (आइडेंटिफ़ाइंग) लागू नहीं: %1।</translation>
    </message>
    <message>
        <source>the relationship is not identifying</source>
        <translation>रिलेशनशिप आइडेंटिफ़ाइंग नहीं है</translation>
    </message>
    <message>
        <source>Rule 6 applies: %1 writes %2 and %3 in one change; a transactional batch or stored procedure needs them in one logical partition.</source>
        <translation>नियम 6 लागू: %1 एक ही बदलाव में %2 और %3 लिखता है; ट्रांज़ैक्शनल बैच या स्टोर्ड प्रोसीजर के लिए उन्हें एक लॉजिकल पार्टिशन में होना चाहिए।</translation>
    </message>
    <message>
        <source>Rule 6 (atomic writes) does not apply: no write pattern changes %1 and %2 together.</source>
        <translation>नियम 6 (एटॉमिक राइट) लागू नहीं: कोई राइट पैटर्न %1 और %2 को एक साथ नहीं बदलता।</translation>
    </message>
    <message>
        <source>Rule 7 applies: nothing ties %1 to %2 closely enough, so each keeps its own container.</source>
        <translation>नियम 7 लागू: %1 को %2 से इतनी मज़बूती से कुछ नहीं जोड़ता, इसलिए हर एक का अपना कंटेनर रहता है।</translation>
    </message>
    <message>
        <source>no access pattern touches %1, so the correlation is undefined.</source>
        <translation>कोई एक्सेस पैटर्न %1 को नहीं छूता, इसलिए सहसंबंध अपरिभाषित है।</translation>
    </message>
    <message>
        <source>no read pattern with traffic touches %1, so the correlation is undefined.</source>
        <translation>ट्रैफ़िक वाला कोई रीड पैटर्न %1 को नहीं छूता, इसलिए सहसंबंध अपरिभाषित है।</translation>
    </message>
    <message>
        <source>%1 per %2 on average, at most %3</source>
        <translation>प्रति %2 औसतन %1, अधिकतम %3</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>अज्ञात</translation>
    </message>
    <message>
        <source>unbounded</source>
        <translation>असीमित</translation>
    </message>
    <message>
        <source>%1 of %2&apos;s reads (%3 of %4 RPS) also read %5</source>
        <translation>%2 की रीड में से %1 (%4 में से %3 RPS) %5 भी पढ़ती हैं</translation>
    </message>
    <message>
        <source>correlation undefined</source>
        <translation>सहसंबंध अपरिभाषित</translation>
    </message>
    <message>
        <source>%1 is read without %2 %3 of the time</source>
        <translation>%1 को %3 बार %2 के बिना पढ़ा जाता है</translation>
    </message>
    <message>
        <source>%1 is never read</source>
        <translation>%1 कभी पढ़ा नहीं जाता</translation>
    </message>
    <message>
        <source>Inputs: %1 → %2, %3, %4 %5; %6; %7.</source>
        <translation>इनपुट: %1 → %2, %3, %4 %5; %6; %7।</translation>
    </message>
    <message>
        <source>Embedded size %1 on average, %2 at most; %3; %4.</source>
        <translation>एम्बेड आकार औसतन %1, अधिकतम %2; %3; %4।</translation>
    </message>
    <message>
        <source>identifying</source>
        <translation>आइडेंटिफ़ाइंग</translation>
    </message>
    <message>
        <source>not identifying</source>
        <translation>नॉन-आइडेंटिफ़ाइंग</translation>
    </message>
    <message>
        <source>%1 is updated on its own</source>
        <translation>%1 अपने आप अपडेट होता है</translation>
    </message>
    <message>
        <source>%1 changes with its %2</source>
        <translation>%1 अपने %2 के साथ बदलता है</translation>
    </message>
    <message>
        <source>Not applicable to a self-relationship.</source>
        <translation>सेल्फ़-रिलेशनशिप पर लागू नहीं।</translation>
    </message>
    <message>
        <source>Not applicable to many-to-many relationships (rules 1–2 decide those).</source>
        <translation>मेनी-टू-मेनी रिलेशनशिप पर लागू नहीं (उनका निर्णय नियम 1–2 करते हैं)।</translation>
    </message>
    <message>
        <source>Impossible: the document could reach %1, above the %2 item limit.</source>
        <translation>असंभव: डॉक्यूमेंट %1 तक पहुँच सकता है, जो %2 की आइटम सीमा से ज़्यादा है।</translation>
    </message>
    <message>
        <source>Child container keyed by %1.</source>
        <translation>चाइल्ड कंटेनर, जिसकी कुंजी %1 है।</translation>
    </message>
    <message>
        <source>%1 would cost %2 RU/s, %3 less than the decided %4 (%5 RU/s). The rule table decides on access correlation; weigh the saving against what the rules protect.</source>
        <translation>%1 की लागत %2 RU/s होगी, तय किए गए %4 (%5 RU/s) से %3 कम। नियम तालिका एक्सेस के सहसंबंध पर निर्णय लेती है; इस बचत को नियमों द्वारा दी गई सुरक्षा के सामने तौलें।</translation>
    </message>
    <message>
        <source>Single document</source>
        <translation>सिंगल डॉक्यूमेंट</translation>
    </message>
    <message>
        <source>Multi-document container</source>
        <translation>मल्टी-डॉक्यूमेंट कंटेनर</translation>
    </message>
    <message>
        <source>Separate containers</source>
        <translation>अलग-अलग कंटेनर</translation>
    </message>
    <message>
        <source>Duplicate ids on both sides</source>
        <translation>दोनों साइड पर डुप्लिकेट ids</translation>
    </message>
    <message>
        <source>Edge container</source>
        <translation>एज कंटेनर</translation>
    </message>
    <message>
        <source>point read</source>
        <translation>पॉइंट रीड</translation>
    </message>
    <message>
        <source>single-partition query</source>
        <translation>सिंगल-पार्टिशन क्वेरी</translation>
    </message>
    <message>
        <source>cross-partition query</source>
        <translation>क्रॉस-पार्टिशन क्वेरी</translation>
    </message>
    <message>
        <source>write</source>
        <translation>राइट</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ठीक</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>चेतावनी</translation>
    </message>
    <message>
        <source>HOT</source>
        <translation>हॉट</translation>
    </message>
    <message>
        <source>Set by the model (overridden).</source>
        <translation>मॉडल द्वारा सेट (ओवरराइड)।</translation>
    </message>
    <message>
        <source>%1 documents have no %2 attribute; each must carry the partition key value.</source>
        <translation>%1 डॉक्यूमेंट में %2 एट्रिब्यूट नहीं है; हर डॉक्यूमेंट में पार्टिशन कुंजी की वैल्यू होनी चाहिए।</translation>
    </message>
    <message>
        <source>No overlap can be measured without reads of the parent.</source>
        <translation>पैरेंट की रीड के बिना ओवरलैप मापा नहीं जा सकता।</translation>
    </message>
    <message>
        <source>Not a parent–child pair.</source>
        <translation>पैरेंट–चाइल्ड जोड़ी नहीं है।</translation>
    </message>
    <message>
        <source>overlap %1 &lt; %2</source>
        <translation>ओवरलैप %1 &lt; %2</translation>
    </message>
    <message>
        <source>the number of children is unbounded</source>
        <translation>चाइल्ड की संख्या असीमित है</translation>
    </message>
    <message>
        <source>the child is operated on independently</source>
        <translation>चाइल्ड पर स्वतंत्र रूप से ऑपरेशन होते हैं</translation>
    </message>
    <message>
        <source>Overlap %1 &gt; %2, bounded size and an identifying relationship.</source>
        <translation>ओवरलैप %1 &gt; %2, सीमित आकार और आइडेंटिफ़ाइंग रिलेशनशिप।</translation>
    </message>
    <message>
        <source>Keep separate: %1.</source>
        <translation>अलग रखें: %1।</translation>
    </message>
    <message>
        <source>Overlap %1: weigh the cost saving against the operational coupling.</source>
        <translation>ओवरलैप %1: लागत की बचत को ऑपरेशनल जुड़ाव के सामने तौलें।</translation>
    </message>
    <message>
        <source>The decision table chose %1 (rule %2).</source>
        <translation>निर्णय तालिका ने %1 चुना (नियम %2)।</translation>
    </message>
    <message>
        <source>The relationships %1 form a cycle of placements; %2 keeps its own container so the cycle has a root.</source>
        <translation>रिलेशनशिप %1 प्लेसमेंट का एक चक्र बनाती हैं; %2 अपना कंटेनर रखता है ताकि चक्र का एक रूट हो।</translation>
    </message>
    <message>
        <source>The most popular %1 value receives %2 of the container&apos;s %3 RU/s at peak: %4 RU/s.</source>
        <translation>सबसे लोकप्रिय %1 वैल्यू को पीक पर कंटेनर के %3 RU/s में से %2 मिलता है: %4 RU/s।</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>अधिकतम %1</translation>
    </message>
    <message>
        <source>The largest key value holds at most %1 (its documents at their maximum sizes and counts): %2 of the %3 logical partition limit.</source>
        <translation>सबसे बड़ी कुंजी वैल्यू में अधिकतम %1 (उसके डॉक्यूमेंट अपने अधिकतम आकार और संख्या पर) है: %3 की लॉजिकल पार्टिशन सीमा का %2।</translation>
    </message>
    <message>
        <source>The largest key value holds about %1 (%2 of %3 of data, assuming data is skewed like traffic): %4 of the %5 logical partition limit.</source>
        <translation>सबसे बड़ी कुंजी वैल्यू में लगभग %1 है (%3 डेटा का %2, यह मानते हुए कि डेटा ट्रैफ़िक की तरह असमान है): %5 की लॉजिकल पार्टिशन सीमा का %4।</translation>
    </message>
    <message>
        <source>Use the hierarchical key %1 (MultiHash, version 2): each %2 value can then span several physical partitions, and queries that give %2 alone stay targeted to them. Consider this before a synthetic key.</source>
        <translation>हायरार्किकल कुंजी %1 (MultiHash, वर्ज़न 2) इस्तेमाल करें: तब हर %2 वैल्यू कई फ़िज़िकल पार्टिशन में फैल सकती है, और केवल %2 देने वाली क्वेरी उन्हीं तक सीमित रहती हैं। सिंथेटिक कुंजी से पहले इस पर विचार करें।</translation>
    </message>
    <message>
        <source>Append a suffix 0…%1 to the key: the hottest value&apos;s %2 RU/s splits into %3 shards of %4 RU/s, under %5 of a partition&apos;s limit. The cost: every read of one value must query all %3 shards, about %6 RU/s more.</source>
        <translation>कुंजी में 0…%1 का सफ़िक्स जोड़ें: सबसे हॉट वैल्यू के %2 RU/s, %4 RU/s के %3 शार्ड में बँट जाते हैं, जो पार्टिशन की सीमा के %5 से कम है। क़ीमत: एक वैल्यू की हर रीड को सभी %3 शार्ड पर क्वेरी करनी होगी, लगभग %6 RU/s ज़्यादा।</translation>
    </message>
    <message>
        <source>%1 grows with time, so all new writes land on the newest value. Combine it with a bucket (for example the device and the hour) so writes spread and each bucket stays bounded.</source>
        <translation>%1 समय के साथ बढ़ता है, इसलिए सभी नए राइट सबसे नई वैल्यू पर जाते हैं। इसे किसी बकेट (जैसे डिवाइस और घंटा) के साथ जोड़ें ताकि राइट फैलें और हर बकेट सीमित रहे।</translation>
    </message>
    <message>
        <source>A key value can outgrow the %1 logical partition limit: add a second level to the key (a hierarchical key such as %2 plus an item id) so one value can span partitions.</source>
        <translation>एक कुंजी वैल्यू %1 की लॉजिकल पार्टिशन सीमा से बड़ी हो सकती है: कुंजी में दूसरा लेवल जोड़ें (जैसे %2 और आइटम id वाली हायरार्किकल कुंजी) ताकि एक वैल्यू कई पार्टिशन में फैल सके।</translation>
    </message>
    <message>
        <source>No query runs on this container (point reads by id and partition key need no index), so every path is excluded and writes maintain no index.</source>
        <translation>इस कंटेनर पर कोई क्वेरी नहीं चलती (id और पार्टिशन कुंजी से पॉइंट रीड को इंडेक्स नहीं चाहिए), इसलिए हर पाथ बाहर रखा जाता है और राइट किसी इंडेक्स को मेंटेन नहीं करते।</translation>
    </message>
    <message>
        <source>Selective: the queries use %1 of the documents&apos; %2 properties (%3, at most %4), so only those paths are indexed and the rest (&quot;/*&quot;) is excluded.</source>
        <translation>चयनात्मक: क्वेरी डॉक्यूमेंट की %2 प्रॉपर्टी में से %1 (%3, अधिकतम %4) इस्तेमाल करती हैं, इसलिए केवल वही पाथ इंडेक्स होते हैं और बाक़ी (&quot;/*&quot;) बाहर रखे जाते हैं।</translation>
    </message>
    <message>
        <source>Everything indexed (&quot;/*&quot;): the queries use %1 of the documents&apos; %2 properties (%3, more than %4), so a selective policy would save little.</source>
        <translation>सब कुछ इंडेक्स (&quot;/*&quot;): क्वेरी डॉक्यूमेंट की %2 प्रॉपर्टी में से %1 (%3, %4 से ज़्यादा) इस्तेमाल करती हैं, इसलिए चयनात्मक पॉलिसी से बहुत कम बचत होगी।</translation>
    </message>
    <message>
        <source>The system property _etag is excluded: no query filters on it.</source>
        <translation>सिस्टम प्रॉपर्टी _etag बाहर रखी गई है: कोई क्वेरी उस पर फ़िल्टर नहीं करती।</translation>
    </message>
    <message>
        <source>Composite index %1 for %2: equality filters first, then the ORDER BY properties in query order.</source>
        <translation>%2 के लिए कंपोज़िट इंडेक्स %1: पहले इक्वैलिटी फ़िल्टर, फिर क्वेरी के क्रम में ORDER BY प्रॉपर्टी।</translation>
    </message>
    <message>
        <source>%1 would need a composite index of %2 properties; Azure allows at most %3, so none is defined and the query sorts with a single-property index.</source>
        <translation>%1 को %2 प्रॉपर्टी वाला कंपोज़िट इंडेक्स चाहिए; Azure अधिकतम %3 की अनुमति देता है, इसलिए कोई परिभाषित नहीं किया गया और क्वेरी सिंगल-प्रॉपर्टी इंडेक्स से सॉर्ट करती है।</translation>
    </message>
    <message>
        <source>%1 filters or sorts on a property inside an array or an object; composite indexes take scalar properties only, so none is defined for it.</source>
        <translation>%1 किसी ऐरे या ऑब्जेक्ट के अंदर की प्रॉपर्टी पर फ़िल्टर या सॉर्ट करता है; कंपोज़िट इंडेक्स केवल स्केलर प्रॉपर्टी लेते हैं, इसलिए इसके लिए कोई परिभाषित नहीं किया गया।</translation>
    </message>
    <message>
        <source>%1 loads %2 records in one batch.</source>
        <translation>%1 एक बैच में %2 रिकॉर्ड लोड करता है।</translation>
    </message>
    <message>
        <source>Peak writes reach %1 per second, above %2.</source>
        <translation>पीक राइट %1 प्रति सेकंड तक पहुँचते हैं, %2 से ज़्यादा।</translation>
    </message>
    <message>
        <source>Binning: can individual records be grouped into chunks, one document per chunk?</source>
        <translation>बिनिंग: क्या अलग-अलग रिकॉर्ड को चंक में समूहित किया जा सकता है, हर चंक एक डॉक्यूमेंट?</translation>
    </message>
    <message>
        <source>Fewer writes: what is the smallest number of real write operations needed — must every record be written on its own, or can they be batched?</source>
        <translation>कम राइट: वास्तव में कम से कम कितने राइट ऑपरेशन चाहिए — क्या हर रिकॉर्ड अलग से लिखना ज़रूरी है, या उन्हें बैच किया जा सकता है?</translation>
    </message>
    <message>
        <source>Physical partitions: how will the total data size multiply the cost of cross-partition queries?</source>
        <translation>फ़िज़िकल पार्टिशन: कुल डेटा आकार क्रॉस-पार्टिशन क्वेरी की लागत को कितना गुणा करेगा?</translation>
    </message>
    <message>
        <source>Link documents are keyed by the id of the side they belong to.</source>
        <translation type="vanished">लिंक डॉक्यूमेंट की कुंजी उस साइड की id है जिससे वे जुड़े हैं।</translation>
    </message>
    <message>
        <source>%1 is not an attribute of any document type here; its cardinality is assumed to be %2.</source>
        <translation>%1 यहाँ किसी डॉक्यूमेंट टाइप का एट्रिब्यूट नहीं है; इसकी कार्डिनैलिटी %2 मानी गई है।</translation>
    </message>
    <message>
        <source>The number of distinct %1 values is unknown; %2 is assumed (set distinctValues on %3.%1).</source>
        <translation>अलग-अलग %1 वैल्यू की संख्या ज्ञात नहीं है; %2 मानी गई है (%3.%1 पर distinctValues सेट करें)।</translation>
    </message>
    <message>
        <source>Each link is written twice, once under each side&apos;s id, so either side&apos;s links are read from one logical partition.</source>
        <translation>हर लिंक दो बार लिखा जाता है, हर साइड की id के तहत एक बार, ताकि किसी भी साइड के लिंक एक लॉजिकल पार्टिशन से पढ़े जा सकें।</translation>
    </message>
    <message>
        <source>Hierarchical key (MultiHash, version 2): %1.</source>
        <translation>हायरार्किकल कुंजी (MultiHash, वर्ज़न 2): %1।</translation>
    </message>
    <message>
        <source>%1 of the request units that look documents up give it with an equality filter.</source>
        <translation>डॉक्यूमेंट खोजने वाली रिक्वेस्ट यूनिट में से %1 इसे इक्वैलिटी फ़िल्टर के साथ देती हैं।</translation>
    </message>
    <message>
        <source>No access pattern looks documents up here; writes carry the key in the document.</source>
        <translation>कोई एक्सेस पैटर्न यहाँ डॉक्यूमेंट नहीं खोजता; राइट में कुंजी डॉक्यूमेंट के अंदर होती है।</translation>
    </message>
    <message>
        <source>%1 more give only the first level (%2): prefix queries stay cheap.</source>
        <translation>%1 और केवल पहला लेवल (%2) देती हैं: प्रीफ़िक्स क्वेरी सस्ती रहती हैं।</translation>
    </message>
    <message>
        <source>Only %1 distinct values (&lt; %2): few logical partitions, so traffic cannot spread.</source>
        <translation>केवल %1 अलग-अलग वैल्यू (&lt; %2): कम लॉजिकल पार्टिशन, इसलिए ट्रैफ़िक फैल नहीं सकता।</translation>
    </message>
    <message>
        <source>%1 distinct values.</source>
        <translation>%1 अलग-अलग वैल्यू।</translation>
    </message>
    <message>
        <source>The most popular value receives %1 of the requests.</source>
        <translation>सबसे लोकप्रिय वैल्यू को %1 अनुरोध मिलते हैं।</translation>
    </message>
    <message>
        <source>It grows with time: new writes all go to the newest value.</source>
        <translation>यह समय के साथ बढ़ती है: सभी नए राइट सबसे नई वैल्यू पर जाते हैं।</translation>
    </message>
    <message>
        <source>Missing from %1 documents: they would need a copy of it.</source>
        <translation>%1 डॉक्यूमेंट में मौजूद नहीं: उन्हें इसकी कॉपी चाहिए होगी।</translation>
    </message>
    <message>
        <source> (× %1 for %2 consistency)</source>
        <translation> (%2 कंसिस्टेंसी के लिए × %1)</translation>
    </message>
    <message>
        <source>Declared as a point read, but the filters do not give the partition key (%1): it runs as a query.</source>
        <translation>पॉइंट रीड घोषित है, लेकिन फ़िल्टर पार्टिशन कुंजी (%1) नहीं देते: यह क्वेरी के रूप में चलता है।</translation>
    </message>
    <message>
        <source>Declared as a point read, but no filter gives the %1 id: it runs as a query.</source>
        <translation>पॉइंट रीड घोषित है, लेकिन कोई फ़िल्टर %1 id नहीं देता: यह क्वेरी के रूप में चलता है।</translation>
    </message>
    <message>
        <source>Declared as a point read, but it returns several document types: it runs as a query.</source>
        <translation>पॉइंट रीड घोषित है, लेकिन यह कई डॉक्यूमेंट टाइप लौटाता है: यह क्वेरी के रूप में चलता है।</translation>
    </message>
    <message>
        <source>Query of %1 %2 ↔ %3 link documents, %4; %5%6.</source>
        <translation>%1 %2 ↔ %3 लिंक डॉक्यूमेंट की क्वेरी, %4; %5%6।</translation>
    </message>
    <message>
        <source>within one side&apos;s partition</source>
        <translation>एक साइड के पार्टिशन के अंदर</translation>
    </message>
    <message>
        <source>across partitions: no side&apos;s id is given</source>
        <translation>पार्टिशन के पार: किसी साइड की id नहीं दी गई</translation>
    </message>
    <message>
        <source>%1 %2 documents (%3 returned)</source>
        <translation>%1 %2 डॉक्यूमेंट (%3 लौटाए गए)</translation>
    </message>
    <message>
        <source>Single-partition query for %1: the filters give the partition key %2; %3%4.</source>
        <translation>%1 के लिए सिंगल-पार्टिशन क्वेरी: फ़िल्टर पार्टिशन कुंजी %2 देते हैं; %3%4।</translation>
    </message>
    <message>
        <source>Prefix query for %1: the filters give the first level of the hierarchical key %2; %3%4.</source>
        <translation>%1 के लिए प्रीफ़िक्स क्वेरी: फ़िल्टर हायरार्किकल कुंजी %2 का पहला लेवल देते हैं; %3%4।</translation>
    </message>
    <message>
        <source>Cross-partition query for %1: no equality filter on the partition key %2, so all %3 physical partitions are asked; %4%5.</source>
        <translation>%1 के लिए क्रॉस-पार्टिशन क्वेरी: पार्टिशन कुंजी %2 पर कोई इक्वैलिटी फ़िल्टर नहीं, इसलिए सभी %3 फ़िज़िकल पार्टिशन से पूछा जाता है; %4%5।</translation>
    </message>
    <message>
        <source>%1 ↔ %2 link</source>
        <translation>%1 ↔ %2 लिंक</translation>
    </message>
    <message>
        <source>Includes × %1 for the container&apos;s unique keys.</source>
        <translation>कंटेनर की यूनिक कुंजियों के लिए × %1 शामिल है।</translation>
    </message>
    <message>
        <source>A transactional batch holds at most 100 operations on one partition key value.</source>
        <translation>एक ट्रांज़ैक्शनल बैच में एक पार्टिशन कुंजी वैल्यू पर अधिकतम 100 ऑपरेशन होते हैं।</translation>
    </message>
    <message>
        <source>The pattern touches no entity, so it costs nothing here.</source>
        <translation>यह पैटर्न किसी एंटिटी को नहीं छूता, इसलिए यहाँ इसकी कोई लागत नहीं है।</translation>
    </message>
    <message>
        <source>The entities live in %1 containers, so the pattern needs %1 requests.</source>
        <translation>एंटिटी %1 कंटेनर में हैं, इसलिए पैटर्न को %1 अनुरोध चाहिए।</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 asks for %2 unique keys, but Azure allows at most %3 per container, so the container cannot be created with them. Combine attributes into composite keys (uniqueGroup) or enforce some of them in the application.</source>
        <translation>%1 %2 यूनिक कुंजियाँ माँगता है, लेकिन Azure प्रति कंटेनर अधिकतम %3 की अनुमति देता है, इसलिए उनके साथ कंटेनर नहीं बन सकता। एट्रिब्यूट को कंपोज़िट कुंजियों (uniqueGroup) में जोड़ें या कुछ को एप्लिकेशन में लागू करें।</translation>
    </message>
    <message>
        <source>The unique keys of %1 use %2 paths in total, but Azure allows at most %3 per container, so the container cannot be created with them. Drop paths from composite keys or enforce some keys in the application.</source>
        <translation type="vanished">%1 की यूनिक कुंजियाँ कुल %2 पाथ इस्तेमाल करती हैं, लेकिन Azure प्रति कंटेनर अधिकतम %3 की अनुमति देता है, इसलिए उनके साथ कंटेनर नहीं बन सकता। कंपोज़िट कुंजियों से पाथ हटाएँ या कुछ कुंजियों को एप्लिकेशन में लागू करें।</translation>
    </message>
    <message>
        <source>%1 is marked unique, but %2 lies inside an array: a unique key cannot look into array elements, so it is left out of the policy of %3. Check it in the application when the document that holds the array is written.</source>
        <translation>%1 यूनिक चिह्नित है, लेकिन %2 एक ऐरे के अंदर है: यूनिक कुंजी ऐरे के एलिमेंट में नहीं देख सकती, इसलिए इसे %3 की पॉलिसी से बाहर रखा गया है। ऐरे वाला डॉक्यूमेंट लिखते समय इसे एप्लिकेशन में जाँचें।</translation>
    </message>
    <message>
        <source>%1 is marked unique, but the %2 documents in %3 have no %4. A missing value counts as null and only one item per %5 value may be null, so the second %2 document in a partition would be refused. The key is therefore left out of the policy of %3: enforce it with a uniqueness container partitioned by %4 (one small document per value, created before the item) or in the application.</source>
        <translation>%1 यूनिक चिह्नित है, लेकिन %3 में %2 डॉक्यूमेंट में %4 नहीं है। गुम वैल्यू null मानी जाती है और प्रति %5 वैल्यू केवल एक आइटम null हो सकता है, इसलिए पार्टिशन में दूसरा %2 डॉक्यूमेंट अस्वीकार हो जाएगा। इसलिए यह कुंजी %3 की पॉलिसी से बाहर रखी गई है: इसे %4 से पार्टिशन किए गए यूनिकनेस कंटेनर (हर वैल्यू के लिए एक छोटा डॉक्यूमेंट, आइटम से पहले बनाया गया) से या एप्लिकेशन में लागू करें।</translation>
    </message>
    <message>
        <source>%1 is unique only within one %2 value, because unique keys apply per logical partition: items with different %2 values may share it.</source>
        <translation>%1 केवल एक %2 वैल्यू के अंदर यूनिक है, क्योंकि यूनिक कुंजियाँ हर लॉजिकल पार्टिशन पर लागू होती हैं: अलग %2 वैल्यू वाले आइटम इसे साझा कर सकते हैं।</translation>
    </message>
    <message>
        <source>Each %1 value holds a single %2 document, so this key cannot stop two of them from sharing a value.</source>
        <translation>हर %1 वैल्यू में केवल एक %2 डॉक्यूमेंट है, इसलिए यह कुंजी दो डॉक्यूमेंट को एक ही वैल्यू साझा करने से नहीं रोक सकती।</translation>
    </message>
    <message>
        <source>For uniqueness across the container, make %1 the partition key of a container that holds it, or keep a uniqueness container partitioned by %1.</source>
        <translation>पूरे कंटेनर में यूनिकनेस के लिए, %1 को उसे रखने वाले कंटेनर की पार्टिशन कुंजी बनाएँ, या %1 से पार्टिशन किया गया यूनिकनेस कंटेनर रखें।</translation>
    </message>
    <message>
        <source>%1 is not required, but a missing value counts as null: only one item per %2 value may lack it.</source>
        <translation>%1 आवश्यक नहीं है, लेकिन गुम वैल्यू null मानी जाती है: प्रति %2 वैल्यू केवल एक आइटम में यह नहीं हो सकता।</translation>
    </message>
    <message>
        <source>Unique values are compared case-sensitively (&quot;Ann@example.com&quot; and &quot;ann@example.com&quot; are different): store a normalised copy, for example in lower case, if case must not matter.</source>
        <translation>यूनिक वैल्यू की तुलना केस-सेंसिटिव होती है (&quot;Ann@example.com&quot; और &quot;ann@example.com&quot; अलग हैं): अगर केस से फ़र्क नहीं पड़ना चाहिए तो एक नॉर्मलाइज़्ड कॉपी, जैसे लोअर केस में, स्टोर करें।</translation>
    </message>
    <message>
        <source>The unique key policy is fixed when the container is created: changing it later means a new container and a migration of the data.</source>
        <translation>यूनिक कुंजी पॉलिसी कंटेनर बनाते समय तय हो जाती है: बाद में बदलने का मतलब है नया कंटेनर और डेटा माइग्रेशन।</translation>
    </message>
    <message>
        <source>%1 with its %2 embedded has no size limit (the number of %2 per %1 is unbounded), so it would pass the %3 item limit: it can never be one document.</source>
        <translation>%2 एम्बेड करने पर %1 के आकार की कोई सीमा नहीं रहती (प्रति %1 %2 की संख्या असीमित है), इसलिए यह %3 की आइटम सीमा पार कर जाएगा: यह कभी एक डॉक्यूमेंट नहीं हो सकता।</translation>
    </message>
    <message>
        <source>%1 with its %2 embedded can reach %3, above the %4 item limit: it can never be one document.</source>
        <translation>%2 एम्बेड करने पर %1 का आकार %3 तक पहुँच सकता है, जो %4 की आइटम सीमा से ज़्यादा है: यह कभी एक डॉक्यूमेंट नहीं हो सकता।</translation>
    </message>
    <message>
        <source>Impossible: with no limit on the number of children, the document would pass the %1 item limit.</source>
        <translation>असंभव: चाइल्ड की संख्या की कोई सीमा न होने से डॉक्यूमेंट %1 की आइटम सीमा पार कर जाएगा।</translation>
    </message>
    <message>
        <source>Manual throughput</source>
        <translation>मैनुअल थ्रूपुट</translation>
    </message>
    <message>
        <source>Autoscale</source>
        <translation>ऑटोस्केल</translation>
    </message>
    <message>
        <source>Serverless</source>
        <translation>सर्वरलेस</translation>
    </message>
    <message>
        <source>Manual with the free tier</source>
        <translation>मैनुअल, फ़्री टियर के साथ</translation>
    </message>
    <message>
        <source>Manual, reserved for 1 year</source>
        <translation>मैनुअल, 1 साल की रिज़र्व्ड कैपेसिटी</translation>
    </message>
    <message>
        <source>Manual, reserved for 3 years</source>
        <translation>मैनुअल, 3 साल की रिज़र्व्ड कैपेसिटी</translation>
    </message>
    <message>
        <source>%1 is the cheapest of %2 evaluated keys that can serve the design: %3 RU/s at peak, %4 a month.</source>
        <translation>जाँची गई %2 कुंजियों में से जो डिज़ाइन की ज़रूरतें पूरी कर सकती हैं, उनमें %1 सबसे सस्ती है: पीक पर %3 RU/s, %4 प्रति माह।</translation>
    </message>
    <message>
        <source>Under it, %1 must ask every physical partition.</source>
        <translation>इस की के साथ %1 को हर फ़िज़िकल पार्टिशन से पूछना होगा।</translation>
    </message>
    <message>
        <source>Next best: %1 at %2 RU/s, %3 a month.</source>
        <translation>अगला सबसे अच्छा विकल्प: %1, %2 RU/s पर, %3 प्रति माह।</translation>
    </message>
    <message>
        <source>%1 cannot serve the design: %2.</source>
        <translation>%1 डिज़ाइन की ज़रूरतें पूरी नहीं कर सकती: %2।</translation>
    </message>
    <message>
        <source>No candidate can serve the design; the best is shown: %1.</source>
        <translation>कोई भी विकल्प डिज़ाइन की ज़रूरतें पूरी नहीं कर सकता; सबसे अच्छा विकल्प दिखाया गया है: %1।</translation>
    </message>
    <message>
        <source>The %1 stored need at least %2 RU/s, more than the traffic asks for: the storage sets the throughput.</source>
        <translation>स्टोर किए गए %1 के लिए कम से कम %2 RU/s चाहिए, जो ट्रैफ़िक की ज़रूरत से ज़्यादा है: थ्रूपुट स्टोरेज से तय होता है।</translation>
    </message>
    <message>
        <source>a %1 document has no size limit (unbounded embedded children) and can pass the %2 item limit</source>
        <translation>%1 डॉक्यूमेंट के आकार की कोई सीमा नहीं है (एम्बेड किए गए चाइल्ड असीमित हैं) और यह %2 की आइटम सीमा पार कर सकता है</translation>
    </message>
    <message>
        <source>a %1 document, with what is embedded in it, can reach %2, above the %3 item limit</source>
        <translation>अपने अंदर एम्बेड की गई चीज़ों के साथ %1 डॉक्यूमेंट %2 तक पहुँच सकता है, जो %3 की आइटम सीमा से ज़्यादा है</translation>
    </message>
    <message>
        <source>the transactional batch %1 writes to %2 containers; a batch runs in one logical partition of one container</source>
        <translation>ट्रांज़ैक्शनल बैच %1, %2 कंटेनर में लिखता है; एक बैच एक ही कंटेनर के एक लॉजिकल पार्टिशन में चलता है</translation>
    </message>
    <message>
        <source>%1 RU/s is above the %2 RU/s a container gets without asking: request a quota increase from Azure first.</source>
        <translation>%1 RU/s उस %2 RU/s से ज़्यादा है जो किसी कंटेनर को बिना अनुरोध के मिलता है: पहले Azure से कोटा बढ़ाने का अनुरोध करें।</translation>
    </message>
    <message>
        <source>serverless accounts run in one region; the design asks for %1</source>
        <translation>सर्वरलेस अकाउंट एक ही रीजन में चलते हैं; डिज़ाइन %1 रीजन माँगता है</translation>
    </message>
    <message>
        <source>a serverless container serves at most %1 RU/s; the peak needs %2 RU/s</source>
        <translation>एक सर्वरलेस कंटेनर अधिकतम %1 RU/s संभालता है; पीक पर %2 RU/s चाहिए</translation>
    </message>
    <message>
        <source>a serverless container holds at most %1; this one holds %2</source>
        <translation type="vanished">एक सर्वरलेस कंटेनर में अधिकतम %1 रह सकता है; इस कंटेनर में %2 है</translation>
    </message>
    <message>
        <source>The heatmap shows the %1 busiest of %2 physical partitions one by one; the other %3 share one band at their average load.</source>
        <translation>हीटमैप %2 फ़िज़िकल पार्टिशन में से सबसे व्यस्त %1 को अलग-अलग दिखाता है; बाक़ी %3 पार्टिशन अपने औसत लोड पर एक ही बैंड में दिखाए जाते हैं।</translation>
    </message>
    <message>
        <source>Each document write maintains %1 indexed properties: about %2 RU (%1 × %3 RU, assumption indexedTermRu), against %4 RU with all %5 properties indexed. At %6 document writes/s on average that is %7 RU/s instead of %8 RU/s.</source>
        <translation>हर डॉक्यूमेंट राइट %1 इंडेक्स की गई प्रॉपर्टी मेंटेन करता है: लगभग %2 RU (%1 × %3 RU, मान्यता indexedTermRu), जबकि सभी %5 प्रॉपर्टी इंडेक्स होने पर %4 RU। औसतन %6 डॉक्यूमेंट राइट/s पर यह %8 RU/s के बजाय %7 RU/s है।</translation>
    </message>
    <message>
        <source>the most popular key value needs %1 RU/s at peak; one logical partition serves at most %2 RU/s</source>
        <translation>सबसे लोकप्रिय कुंजी वैल्यू को पीक पर %1 RU/s चाहिए; एक लॉजिकल पार्टिशन अधिकतम %2 RU/s संभालता है</translation>
    </message>
    <message>
        <source>the largest key value holds %1; one logical partition holds at most %2</source>
        <translation>सबसे बड़ी कुंजी वैल्यू में %1 है; एक लॉजिकल पार्टिशन में अधिकतम %2 रह सकता है</translation>
    </message>
    <message>
        <source>cross-partition lookups (%1) alone need %2 RU/s in every physical partition, %3 or more of its %4 RU/s: adding partitions cannot help</source>
        <translation>केवल क्रॉस-पार्टिशन लुकअप (%1) को ही हर फ़िज़िकल पार्टिशन में %2 RU/s चाहिए, जो उसके %4 RU/s का %3 या उससे ज़्यादा है: पार्टिशन जोड़ने से मदद नहीं मिलेगी</translation>
    </message>
    <message>
        <source>a constant key suits reference data under %1 and %2 RU/s; this container has %3 and %4 RU/s at peak</source>
        <translation>स्थिर कुंजी %1 और %2 RU/s से कम वाले रेफ़रेंस डेटा के लिए उपयुक्त है; इस कंटेनर में %3 डेटा है और पीक पर %4 RU/s</translation>
    </message>
    <message>
        <source>Point read of one %1 document (%2) by id and partition key: %3 RU on the measured size curve%4.</source>
        <translation>id और पार्टिशन कुंजी से एक %1 डॉक्यूमेंट (%2) का पॉइंट रीड: मापे गए साइज़ कर्व के अनुसार %3 RU%4।</translation>
    </message>
    <message>
        <source>the transactional batch %1 writes %2 documents, which have no /%3: the batch would span partition key values</source>
        <translation>ट्रांज़ैक्शनल बैच %1 ऐसे %2 डॉक्यूमेंट लिखता है जिनमें /%3 नहीं है: बैच कई पार्टिशन कुंजी वैल्यू में फैल जाएगा</translation>
    </message>
    <message>
        <source>%1 documents have no %2: a query on it would miss them, or sort them after every page of the others, so they are read on their own.</source>
        <translation>%1 डॉक्यूमेंट में %2 नहीं है: उस पर चलने वाली क्वेरी उन्हें छोड़ देगी, या उन्हें बाकी डॉक्यूमेंट के हर पेज के बाद रखेगी, इसलिए उन्हें अलग से पढ़ा जाता है।</translation>
    </message>
    <message>
        <source>A logical partition can serve at most %1 RU/s; with %2 RU/s spread over the container&apos;s physical partitions (%3), each gets %4 RU/s. The hottest value uses %5 of the smaller limit.</source>
        <translation>एक लॉजिकल पार्टिशन अधिकतम %1 RU/s संभाल सकता है; %2 RU/s कंटेनर के फ़िज़िकल पार्टिशन (%3) में बाँटने पर हर एक को %4 RU/s मिलते हैं। सबसे हॉट वैल्यू छोटी सीमा का %5 इस्तेमाल करती है।</translation>
    </message>
    <message>
        <source>%1 RU index lookup per partition × %2 + %3 RU to load the documents = %4 RU</source>
        <translation>प्रति पार्टिशन %1 RU इंडेक्स लुकअप × %2 + डॉक्यूमेंट लोड करने के %3 RU = %4 RU</translation>
    </message>
    <message>
        <source>The most popular %1 value receives %2 of the %3 RU/s that the key routes at peak: %4 RU/s. Its cross-partition queries and denormalised copies, %5 RU/s more, spread over every partition alike.</source>
        <translation>सबसे लोकप्रिय %1 वैल्यू को पीक पर कुंजी द्वारा भेजे गए %3 RU/s में से %2 मिलता है: %4 RU/s। इस कंटेनर की क्रॉस-पार्टिशन क्वेरी और डीनॉर्मलाइज़्ड कॉपी के अपडेट (%5 RU/s और) सभी पार्टिशन पर बराबर फैलते हैं।</translation>
    </message>
    <message>
        <source>Azure allows %1 computed properties per container; this one&apos;s document types declare %2: remove some or split the container.</source>
        <translation>Azure एक कंटेनर में %1 कंप्यूटेड प्रॉपर्टी तक की अनुमति देता है; इस कंटेनर के डॉक्यूमेंट प्रकार %2 घोषित करते हैं: कुछ हटाएँ या कंटेनर को बाँटें।</translation>
    </message>
    <message>
        <source>The vector and full-text policies are fixed when the container is created: a change later means a new container and a copy of the data.</source>
        <translation>वेक्टर और फ़ुल-टेक्स्ट नीतियाँ कंटेनर बनाते समय तय हो जाती हैं: बाद में बदलाव के लिए नया कंटेनर और डेटा की प्रति चाहिए।</translation>
    </message>
    <message>
        <source>%1.%2 sits inside an array: Azure searches vectors and text at document paths only, so it is left out of the container&apos;s search policies.</source>
        <translation>%1.%2 एक ऐरे के अंदर है: Azure केवल डॉक्यूमेंट के सीधे पाथ पर वेक्टर और टेक्स्ट खोजता है, इसलिए इसे कंटेनर की खोज नीतियों से बाहर रखा गया है।</translation>
    </message>
    <message>
        <source>%1 is a vector of two document types with different embeddings; the container&apos;s policy takes %2&apos;s.</source>
        <translation>%1 दो डॉक्यूमेंट प्रकारों का वेक्टर है जिनकी एम्बेडिंग अलग है; कंटेनर की नीति %2 की एम्बेडिंग लेती है।</translation>
    </message>
    <message>
        <source>%1.%2: a %3 index is built from 1,000 vectors on; with %4 documents every search reads all of them (a flat index serves them exactly).</source>
        <translation>%1.%2: %3 इंडेक्स 1,000 वेक्टर होने पर बनता है; अभी %4 डॉक्यूमेंट के साथ हर खोज सभी वेक्टर पढ़ती है (flat इंडेक्स उन्हें सटीक रूप से परोसता है)।</translation>
    </message>
    <message>
        <source>Two document types compute %1 differently; a container has one definition of each computed property (%2 keeps its own out).</source>
        <translation>दो डॉक्यूमेंट प्रकार %1 को अलग-अलग तरीके से गणना करते हैं; कंटेनर में हर कंप्यूटेड प्रॉपर्टी की एक ही परिभाषा होती है (%2 की परिभाषा बाहर रखी गई है)।</translation>
    </message>
    <message>
        <source>key-prefix query</source>
        <translation>कुंजी-प्रीफ़िक्स क्वेरी</translation>
    </message>
    <message>
        <source>Create</source>
        <comment>a write&apos;s cost line: Create 2 Order documents of 1 KB</comment>
        <translation>बनाना</translation>
    </message>
    <message>
        <source>Replace</source>
        <comment>a write&apos;s cost line: Replace 2 Order documents of 1 KB</comment>
        <translation>बदलना</translation>
    </message>
    <message>
        <source>Patch</source>
        <comment>a write&apos;s cost line: Patch 2 Order documents of 1 KB</comment>
        <translation>पैच</translation>
    </message>
    <message>
        <source>Upsert</source>
        <comment>a write&apos;s cost line: Upsert 2 Order documents of 1 KB</comment>
        <translation>अपसर्ट</translation>
    </message>
    <message>
        <source>Delete</source>
        <comment>a write&apos;s cost line: Delete 2 Order documents of 1 KB</comment>
        <translation>हटाना</translation>
    </message>
    <message>
        <source>Write</source>
        <comment>a write&apos;s cost line: Write 2 Order documents of 1 KB</comment>
        <translation>लिखना</translation>
    </message>
    <message>
        <source>%1 %2 document (%3 returned)</source>
        <translation>%1 %2 डॉक्यूमेंट (%3 लौटाया गया)</translation>
    </message>
    <message>
        <source>%1 %2 %3 document of %4 with %5 indexed terms: %2 × %6 RU = %7 RU.</source>
        <translation>%1: %2 %3 डॉक्यूमेंट (%4, %5 इंडेक्स किए गए टर्म): %2 × %6 RU = %7 RU।</translation>
    </message>
    <message>
        <source>%1 %2 %3 documents of %4 with %5 indexed terms: %2 × %6 RU = %7 RU.</source>
        <translation>%1: %2 %3 डॉक्यूमेंट (हर एक %4, %5 इंडेक्स किए गए टर्म): %2 × %6 RU = %7 RU।</translation>
    </message>
    <message>
        <source>Changing %1.%2 also updates its copy %3.%4 in %5 %3 document: %5 × %6 RU = %7 RU.</source>
        <translation>%1.%2 बदलने से %5 %3 डॉक्यूमेंट में उसकी कॉपी %3.%4 भी अपडेट होती है: %5 × %6 RU = %7 RU।</translation>
    </message>
    <message>
        <source>Changing %1.%2 also updates its copy %3.%4 in %5 %3 documents: %5 × %6 RU = %7 RU.</source>
        <translation>%1.%2 बदलने से %5 %3 डॉक्यूमेंटों में उसकी कॉपी %3.%4 भी अपडेट होती है: %5 × %6 RU = %7 RU।</translation>
    </message>
    <message>
        <source>%1 RU index lookup and %2 RU search per partition × %3 + %4 RU to load the top results = %5 RU</source>
        <translation>प्रति पार्टिशन %1 RU इंडेक्स लुकअप और %2 RU सर्च × %3 + शीर्ष परिणाम लोड करने के %4 RU = %5 RU</translation>
    </message>
    <message>
        <source>A search&apos;s cost per partition is an assumption (vectorSearchRu %1 RU, fullTextSearchRu %2 RU): replace it with the charge your account reports.</source>
        <translation>प्रति पार्टिशन सर्च की लागत एक मान्यता है (vectorSearchRu %1 RU, fullTextSearchRu %2 RU): इसे अपने अकाउंट द्वारा बताए गए चार्ज से बदलें।</translation>
    </message>
    <message>
        <source>A copy of the %1 documents in %2, kept by the change feed and keyed by %3, would serve it from one partition: %4 RU instead of %5 RU, and about %6 a month less in total with the copies&apos; writes and storage.</source>
        <translation>%2 में %1 डॉक्यूमेंट की कॉपी, जिसे चेंज फ़ीड बनाए रखती है और जिसकी कुंजी %3 है, इसे एक पार्टिशन से सर्व कर सकती है: %5 RU की जगह %4 RU, और कॉपियों के राइट और स्टोरेज समेत कुल मिलाकर हर महीने लगभग %6 कम।</translation>
    </message>
    <message>
        <source>The caller passes %1, the partition key, so the query reads one partition: %2 RU instead of %3 RU.</source>
        <translation>कॉलर पार्टिशन कुंजी %1 देता है, इसलिए क्वेरी एक पार्टिशन पढ़ती है: %3 RU की जगह %2 RU।</translation>
    </message>
    <message>
        <source>Served by %1, a global secondary index (preview) of %2 keyed by %3: the query reads one partition, %4 RU instead of %5 RU.</source>
        <translation>%1 से सर्व होता है, जो %3 कुंजी वाला %2 का ग्लोबल सेकेंडरी इंडेक्स (प्रीव्यू) है: क्वेरी एक पार्टिशन पढ़ती है, %5 RU की जगह %4 RU।</translation>
    </message>
    <message>
        <source>Served by %1, a change-feed view that keeps the newest %2 %3 documents in one partition: the query reads it, %4 RU instead of %5 RU.</source>
        <translation>%1 से सर्व होता है, जो चेंज फ़ीड व्यू है और सबसे नए %2 %3 डॉक्यूमेंट एक पार्टिशन में रखता है: क्वेरी उसे पढ़ती है, %5 RU की जगह %4 RU।</translation>
    </message>
    <message>
        <source>Served by %1, where a change-feed view keeps copies of the %2 documents keyed by %3: the query reads one partition, %4 RU instead of %5 RU.</source>
        <translation>%1 से सर्व होता है, जहाँ चेंज फ़ीड व्यू %2 डॉक्यूमेंट की कॉपियाँ %3 कुंजी से रखता है: क्वेरी एक पार्टिशन पढ़ती है, %5 RU की जगह %4 RU।</translation>
    </message>
    <message>
        <source>Its copy in %1, kept for a view or an index, is written too:</source>
        <translation>व्यू या इंडेक्स के लिए रखी गई %1 की कॉपी भी लिखी जाती है:</translation>
    </message>
    <message>
        <source>Sorted and cut to the first %1, the query has each partition return its own first %1 before the merge keeps %1: it loads %2 documents.</source>
        <translation>पहले %1 तक सीमित क्रमबद्ध क्वेरी हर पार्टिशन से उसके अपने पहले %1 डॉक्यूमेंट लेती है, फिर मर्ज में %1 रखती है: यह %2 डॉक्यूमेंट लोड करती है।</translation>
    </message>
    <message>
        <source>Key %1 rather than %2, which costs this container less before remedies: with the views and indexes each key leads to, the whole design costs %3 a month against %4.</source>
        <translation>कुंजी %2 के बजाय %1 है। उपायों से पहले अकेले इस कंटेनर के लिए %2 सस्ती है, पर हर कुंजी से बनने वाले व्यू और इंडेक्स जोड़कर पूरे डिज़ाइन की लागत %3 प्रति माह है, जबकि %2 के साथ %4।</translation>
    </message>
    <message>
        <source>Keyed for the read it serves: %1 gives its value, so that read asks one partition.</source>
        <translation>यह कुंजी उसी पढ़ने के लिए है जिसे यह सेवा देता है: %1 का मान वही पढ़ना देता है, इसलिए वह एक ही पार्टिशन से पूछता है।</translation>
    </message>
    <message>
        <source>%1 is not the cheapest key for this container alone, but the whole design costs least with it: %2 RU/s at peak, %3 a month here.</source>
        <translation>%1 अकेले इस कंटेनर के लिए सबसे सस्ती कुंजी नहीं है, पर इसके साथ पूरे डिज़ाइन की लागत सबसे कम है: यहाँ पीक पर %2 RU/s, %3 प्रति माह।</translation>
    </message>
    <message>
        <source>Cross-partition query for %1: no equality filter on the partition key %2, so every physical partition is asked, one today; %3%4.</source>
        <translation>%1 के लिए क्रॉस-पार्टिशन क्वेरी: पार्टिशन कुंजी %2 पर कोई इक्वैलिटी फ़िल्टर नहीं, इसलिए हर फ़िज़िकल पार्टिशन से पूछा जाता है, अभी एक; %3%4।</translation>
    </message>
    <message>
        <source>Its copy in %1 is written only while the document is among the feed&apos;s newest, for %2 of these requests: %3 RU a request on average. Each time:</source>
        <translation>%1 में कॉपी तभी लिखी जाती है जब दस्तावेज़ फ़ीड के नवीनतम में हो, यानी इन अनुरोधों के %2 के लिए: औसतन प्रति अनुरोध %3 RU। हर बार:</translation>
    </message>
    <message>
        <source>Every document is under the one %1 value: it receives all %2 RU/s that the key routes at peak, the %3 RU/s of denormalised copies included. Its cross-partition queries, %4 RU/s more, spread over every partition alike.</source>
        <translation>हर डॉक्यूमेंट %1 की एक ही वैल्यू के अंतर्गत है: पीक पर कुंजी द्वारा भेजे गए सभी %2 RU/s उसे मिलते हैं, जिनमें डीनॉर्मलाइज़्ड कॉपी के अपडेट के %3 RU/s शामिल हैं। इस कंटेनर की क्रॉस-पार्टिशन क्वेरी (%4 RU/s और) सभी पार्टिशन पर बराबर फैलती हैं।</translation>
    </message>
    <message>
        <source>Every document is under the one %1 value: it receives the container&apos;s %2 RU/s at peak, the %3 RU/s of denormalised copies included.</source>
        <translation>हर डॉक्यूमेंट %1 की एक ही वैल्यू के अंतर्गत है: पीक पर कंटेनर के सभी %2 RU/s उसे मिलते हैं, जिनमें डीनॉर्मलाइज़्ड कॉपी के अपडेट के %3 RU/s शामिल हैं।</translation>
    </message>
    <message>
        <source>A feed: its newest documents are kept under one %1 value on purpose, so that the read asks one logical partition; that partition&apos;s limits are the ones to check.</source>
        <translation>फ़ीड: इसके सबसे नए डॉक्यूमेंट जानबूझकर %1 की एक ही वैल्यू के अंतर्गत रखे जाते हैं, ताकि रीड केवल एक लॉजिकल पार्टिशन से पूछे; जाँचनी उसी पार्टिशन की सीमाएँ हैं।</translation>
    </message>
    <message>
        <source>%1 RU index lookup per partition × %2 + %3 RU to load the documents, each charged what its size adds to a point read (a query never costs less than reading by id) = %4 RU</source>
        <translation>प्रति पार्टिशन %1 RU इंडेक्स लुकअप × %2 + डॉक्यूमेंट लोड करने के %3 RU (हर डॉक्यूमेंट पर उतना, जितना उसका आकार पॉइंट रीड में जोड़ता है; कोई क्वेरी id से पढ़ने से सस्ती नहीं होती) = %4 RU</translation>
    </message>
    <message>
        <source>The unique key %1 of %2 combines %3 paths, but Azure allows at most %4 in one unique key, so the container cannot be created with it. Split it into smaller composite keys or enforce it in the application.</source>
        <translation>%2 की यूनिक कुंजी %1 में %3 पाथ जुड़े हैं, लेकिन Azure एक यूनिक कुंजी में अधिकतम %4 की अनुमति देता है, इसलिए इसके साथ कंटेनर नहीं बन सकता। इसे छोटी कंपोज़िट कुंजियों में बाँटें या एप्लिकेशन में लागू करें।</translation>
    </message>
    <message>
        <source>%1 %2 × %3 links ÷ %4 per %5</source>
        <translation>%1 %2 × %3 लिंक ÷ प्रति %5 %4</translation>
    </message>
    <message>
        <source>%1 %2 × %3</source>
        <translation>%1 %2 × %3</translation>
    </message>
    <message>
        <source>the key of its %1, which the relationship implies</source>
        <translation>उसके %1 की कुंजी, जो रिलेशनशिप से पता चलती है</translation>
    </message>
    <message>
        <source>as many as there are %1 documents</source>
        <translation>जितने %1 डॉक्यूमेंट हैं उतने</translation>
    </message>
    <message>
        <source>its first level %1 grows with time, so each new value starts in one physical partition: the newest takes %2 RU/s at peak, and one physical partition serves at most %3 RU/s</source>
        <translation>इसका पहला स्तर %1 समय के साथ बढ़ता है, इसलिए हर नया मान एक ही फ़िज़िकल पार्टिशन में शुरू होता है: सबसे नया मान पीक पर %2 RU/s लेता है, और एक फ़िज़िकल पार्टिशन अधिकतम %3 RU/s देता है</translation>
    </message>
    <message>
        <source>No access pattern looks up the documents of %1 by an equality filter yet, so every key would scan alike and the key stays their own id, %2. Filter a read by what it asks for, and the key that filter gives can serve it from one partition.</source>
        <translation>अभी कोई एक्सेस पैटर्न %1 के डॉक्यूमेंट को समानता फ़िल्टर से नहीं ढूँढता, इसलिए हर कुंजी एक जैसा स्कैन करेगी और कुंजी उनकी अपनी id %2 ही रहती है। किसी रीड को उस चीज़ से फ़िल्टर करें जो वह माँगता है, और वह फ़िल्टर जो कुंजी देता है वह उसे एक पार्टिशन से पूरा कर सकती है।</translation>
    </message>
    <message>
        <source>No access pattern looks up the documents of %1 by an equality filter yet, so every key would scan alike and the key stays their own id, %2. Filter a read by what it asks for (%3 = @value, say), and the key that filter gives can serve it from one partition.</source>
        <translation>अभी कोई एक्सेस पैटर्न %1 के डॉक्यूमेंट को समानता फ़िल्टर से नहीं ढूँढता, इसलिए हर कुंजी एक जैसा स्कैन करेगी और कुंजी उनकी अपनी id %2 ही रहती है। किसी रीड को उस चीज़ से फ़िल्टर करें जो वह माँगता है (जैसे %3 = @value), और वह फ़िल्टर जो कुंजी देता है वह उसे एक पार्टिशन से पूरा कर सकती है।</translation>
    </message>
    <message>
        <source>the most one key value can have</source>
        <translation>एक कुंजी मान की अधिकतम सीमा</translation>
    </message>
    <message>
        <source>its physical partition&apos;s share: %1 RU/s provisioned ÷ %2 partitions</source>
        <translation>उसके फ़िज़िकल पार्टिशन का हिस्सा: प्रोविज़न किए गए %1 RU/s ÷ %2 पार्टिशन</translation>
    </message>
    <message>
        <source>%1 has no maximum under one key value (an unbounded relationship) and no TTL: its logical partition keeps growing towards the %2 limit. Give the relationship a maximum, the documents a TTL, or the key a second level.</source>
        <translation>%1 की एक कुंजी मान के अंतर्गत कोई अधिकतम संख्या नहीं है (असीमित संबंध) और कोई TTL भी नहीं: उसका लॉजिकल पार्टिशन %2 की सीमा की ओर बढ़ता रहता है। संबंध को अधिकतम संख्या, दस्तावेज़ों को TTL, या कुंजी को दूसरा स्तर दें।</translation>
    </message>
    <message>
        <source>the %1 RU/s provisioned for its one physical partition</source>
        <translation>उसके एकमात्र फ़िज़िकल पार्टिशन के लिए प्रोविज़न किए गए %1 RU/s</translation>
    </message>
    <message>
        <source>Manual, shared by the database</source>
        <translation>मैनुअल, डेटाबेस में साझा</translation>
    </message>
    <message>
        <source>Autoscale, shared by the database</source>
        <translation>ऑटोस्केल, डेटाबेस में साझा</translation>
    </message>
    <message>
        <source>Shared by the database, with the free tier</source>
        <translation>डेटाबेस में साझा, फ़्री टियर के साथ</translation>
    </message>
    <message>
        <source>%1 keeps its own throughput: a database shares its throughput with at most %2 containers, and %1 is busier than the %2 that share it</source>
        <translation>%1 अपना अलग थ्रूपुट रखता है: एक डेटाबेस अधिकतम %2 कंटेनरों के साथ अपना थ्रूपुट साझा करता है, और %1 उन %2 से ज़्यादा व्यस्त है जो इसे साझा करते हैं</translation>
    </message>
    <message>
        <source>%1 keeps its own throughput: its busiest key value needs %2 RU/s, and one of the shared database&apos;s %3 partitions gets %4 RU/s of its %5 RU/s</source>
        <translation>%1 अपना अलग थ्रूपुट रखता है: इसकी सबसे व्यस्त की वैल्यू को %2 RU/s चाहिए, और साझा डेटाबेस के %3 पार्टिशन में से एक को उसके %5 RU/s में से %4 RU/s मिलते हैं</translation>
    </message>
    <message>
        <source>No container can share the database&apos;s throughput; each keeps its own.</source>
        <translation>कोई भी कंटेनर डेटाबेस का थ्रूपुट साझा नहीं कर सकता; हर कंटेनर अपना अलग थ्रूपुट रखता है।</translation>
    </message>
    <message numerus="yes">
        <source>The database provisions %1 RU/s over %n physical partition(s), shared by %2.</source>
        <translation>
            <numerusform>डेटाबेस %n फ़िज़िकल पार्टिशन पर %1 RU/s प्रोविज़न करता है, जिसे %2 साझा करते हैं।</numerusform>
            <numerusform>डेटाबेस %n फ़िज़िकल पार्टिशन पर %1 RU/s प्रोविज़न करता है, जिसे %2 साझा करते हैं।</numerusform>
        </translation>
    </message>
    <message>
        <source>No container in a shared database has throughput of its own: a burst in one slows the others. Azure advises it for many small containers, and throughput per container for the rest.</source>
        <translation>साझा डेटाबेस के किसी कंटेनर का अपना थ्रूपुट नहीं होता: एक में अचानक बढ़ा लोड बाक़ी को धीमा कर देता है। Azure इसे कई छोटे कंटेनरों के लिए सुझाता है, और बाक़ी के लिए प्रति कंटेनर थ्रूपुट।</translation>
    </message>
</context>
<context>
    <name>cosmos::AssumptionUnit</name>
    <message>
        <source>share</source>
        <translation>हिस्सा</translation>
    </message>
    <message>
        <source>links</source>
        <translation>लिंक</translation>
    </message>
    <message>
        <source>paths</source>
        <translation>पाथ</translation>
    </message>
    <message>
        <source>records</source>
        <translation>रिकॉर्ड</translation>
    </message>
    <message>
        <source>values</source>
        <translation>वैल्यू</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>कुंजियाँ</translation>
    </message>
    <message>
        <source>writes/s</source>
        <translation>राइट/सेकंड</translation>
    </message>
</context>
<context>
    <name>cosmos::Assumptions</name>
    <message>
        <source>Aggregate decisions</source>
        <translation>एग्रीगेट निर्णय</translation>
    </message>
    <message>
        <source>Correlation from which a child is embedded in its parent&apos;s document</source>
        <translation>वह सहसंबंध जिससे चाइल्ड को पैरेंट के डॉक्यूमेंट में एम्बेड किया जाता है</translation>
    </message>
    <message>
        <source>Correlation from which a child is co-located in its parent&apos;s container</source>
        <translation>वह सहसंबंध जिससे चाइल्ड को पैरेंट के कंटेनर में को-लोकेट किया जाता है</translation>
    </message>
    <message>
        <source>Correlation from which an identifying child is co-located</source>
        <translation>वह सहसंबंध जिससे आइडेंटिफ़ाइंग चाइल्ड को को-लोकेट किया जाता है</translation>
    </message>
    <message>
        <source>Largest share of child reads without the parent that still allows embedding</source>
        <translation>पैरेंट के बिना चाइल्ड रीड का सबसे बड़ा हिस्सा जिस पर एम्बेड करना अब भी संभव है</translation>
    </message>
    <message>
        <source>Most links per side for which many-to-many ids are duplicated on both sides</source>
        <translation>प्रति साइड अधिकतम लिंक जिन तक मेनी-टू-मेनी आईडी दोनों साइड पर डुप्लिकेट की जाती हैं</translation>
    </message>
    <message>
        <source>Largest embedded document the design accepts</source>
        <translation>डिज़ाइन द्वारा स्वीकार्य सबसे बड़ा एम्बेडेड डॉक्यूमेंट</translation>
    </message>
    <message>
        <source>Azure&apos;s item size limit (2 MB)</source>
        <translation>Azure की आइटम आकार सीमा (2 MB)</translation>
    </message>
    <message>
        <source>How much cheaper another alternative must be before a note is shown</source>
        <translation>नोट दिखाने से पहले कोई दूसरा विकल्प कितना सस्ता होना चाहिए</translation>
    </message>
    <message>
        <source>Consolidation</source>
        <translation>समेकन</translation>
    </message>
    <message>
        <source>Access overlap above which related containers are consolidated</source>
        <translation>वह एक्सेस ओवरलैप जिसके ऊपर संबंधित कंटेनर समेकित किए जाते हैं</translation>
    </message>
    <message>
        <source>Access overlap below which related containers stay separate</source>
        <translation>वह एक्सेस ओवरलैप जिसके नीचे संबंधित कंटेनर अलग रहते हैं</translation>
    </message>
    <message>
        <source>Request costs</source>
        <translation>अनुरोध की लागत</translation>
    </message>
    <message>
        <source>Read cost multiplier under strong and bounded-staleness consistency</source>
        <translation>स्ट्रॉन्ग और बाउंडेड स्टेलनेस कंसिस्टेंसी में रीड लागत का गुणक</translation>
    </message>
    <message>
        <source>Write cost multiplier in containers with unique keys</source>
        <translation>यूनिक कुंजियों वाले कंटेनर में राइट लागत का गुणक</translation>
    </message>
    <message>
        <source>Capacity and prices</source>
        <translation>कैपेसिटी और मूल्य</translation>
    </message>
    <message>
        <source>Smallest manual (provisioned) throughput of a container</source>
        <translation>किसी कंटेनर का सबसे छोटा मैनुअल (प्रोविज़न्ड) थ्रूपुट</translation>
    </message>
    <message>
        <source>Manual throughput is set in steps of this size</source>
        <translation>मैनुअल थ्रूपुट इस आकार के चरणों में सेट होता है</translation>
    </message>
    <message>
        <source>Smallest autoscale maximum of a container</source>
        <translation>किसी कंटेनर का सबसे छोटा ऑटोस्केल अधिकतम</translation>
    </message>
    <message>
        <source>Autoscale maximum is set in steps of this size</source>
        <translation>ऑटोस्केल अधिकतम इस आकार के चरणों में सेट होता है</translation>
    </message>
    <message>
        <source>Autoscale never bills below this share of its maximum</source>
        <translation>ऑटोस्केल अपने अधिकतम के इस हिस्से से कम का बिल कभी नहीं बनाता</translation>
    </message>
    <message>
        <source>Price of 100 RU/s of manual throughput for one hour in one region</source>
        <translation>एक रीजन में एक घंटे के लिए 100 RU/s मैनुअल थ्रूपुट का मूल्य</translation>
    </message>
    <message>
        <source>Price of 100 RU/s of autoscale throughput for one hour in one region</source>
        <translation>एक रीजन में एक घंटे के लिए 100 RU/s ऑटोस्केल थ्रूपुट का मूल्य</translation>
    </message>
    <message>
        <source>Serverless price of one million request units</source>
        <translation>सर्वरलेस में दस लाख रिक्वेस्ट यूनिट का मूल्य</translation>
    </message>
    <message>
        <source>Price of one GB stored for a month in one region</source>
        <translation>एक रीजन में एक महीने के लिए एक GB स्टोरेज का मूल्य</translation>
    </message>
    <message>
        <source>Hours in a billing month</source>
        <translation>बिलिंग महीने में घंटे</translation>
    </message>
    <message>
        <source>Seconds in a billing month</source>
        <translation>बिलिंग महीने में सेकंड</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>पार्टिशन</translation>
    </message>
    <message>
        <source>Throughput limit of one logical or physical partition</source>
        <translation>एक लॉजिकल या फ़िज़िकल पार्टिशन की थ्रूपुट सीमा</translation>
    </message>
    <message>
        <source>Storage of one physical partition before it splits</source>
        <translation>विभाजित होने से पहले एक फ़िज़िकल पार्टिशन का स्टोरेज</translation>
    </message>
    <message>
        <source>Storage limit of one logical partition (one key value)</source>
        <translation>एक लॉजिकल पार्टिशन (एक कुंजी वैल्यू) की स्टोरेज सीमा</translation>
    </message>
    <message>
        <source>Utilisation of a partition limit from which it is reported as a warning</source>
        <translation>पार्टिशन सीमा का वह उपयोग जिस पर चेतावनी दी जाती है</translation>
    </message>
    <message>
        <source>Target utilisation of the hottest shard when a synthetic key suffix is proposed</source>
        <translation>सिंथेटिक कुंजी सफ़िक्स प्रस्तावित करते समय सबसे हॉट शार्ड का लक्ष्य उपयोग</translation>
    </message>
    <message>
        <source>Fewer distinct key values than this is a low-cardinality key</source>
        <translation>इससे कम अलग-अलग कुंजी वैल्यू वाली कुंजी लो-कार्डिनैलिटी कुंजी है</translation>
    </message>
    <message>
        <source>Peak writes per second from which the massive-scale questions apply</source>
        <translation>प्रति सेकंड पीक राइट जिनसे बड़े पैमाने के प्रश्न लागू होते हैं</translation>
    </message>
    <message>
        <source>Records grouped into one document by the binning estimate</source>
        <translation>बिनिंग अनुमान में एक डॉक्यूमेंट में समूहित रिकॉर्ड</translation>
    </message>
    <message>
        <source>Indexing and unique keys</source>
        <translation>इंडेक्सिंग और यूनिक कुंजियाँ</translation>
    </message>
    <message>
        <source>Largest share of queried properties for which selective indexing is used</source>
        <translation>क्वेरी की गई प्रॉपर्टी का सबसे बड़ा हिस्सा जिस पर चयनात्मक इंडेक्सिंग इस्तेमाल होती है</translation>
    </message>
    <message>
        <source>Azure&apos;s limit of unique-key constraints per container</source>
        <translation>प्रति कंटेनर यूनिक कुंजी कंस्ट्रेंट की Azure सीमा</translation>
    </message>
    <message>
        <source>Azure&apos;s limit of unique-key paths per container</source>
        <translation type="vanished">प्रति कंटेनर यूनिक कुंजी पाथ की Azure सीमा</translation>
    </message>
    <message>
        <source>Write cost of each indexed term a written document holds</source>
        <translation>लिखे गए डॉक्यूमेंट में मौजूद हर इंडेक्स किए गए टर्म की राइट लागत</translation>
    </message>
    <message>
        <source>Index lookup of a query in each physical partition it visits</source>
        <translation>क्वेरी जिन फ़िज़िकल पार्टिशन में जाती है, उनमें से हर एक में इंडेक्स लुकअप की लागत</translation>
    </message>
    <message>
        <source>Cost of loading each document a query returns, as a share of that document&apos;s point read</source>
        <translation>क्वेरी द्वारा लौटाए गए हर डॉक्यूमेंट को लोड करने की लागत, उस डॉक्यूमेंट के पॉइंट रीड के हिस्से के रूप में</translation>
    </message>
    <message>
        <source>Hours a day at peak traffic; the other hours run at the average</source>
        <translation>दिन में पीक ट्रैफ़िक वाले घंटे; बाक़ी घंटों में ट्रैफ़िक औसत पर रहता है</translation>
    </message>
    <message>
        <source>Price of 100 RU/s for one hour in each region when every region accepts writes</source>
        <translation>जब हर रीजन राइट स्वीकार करता है, तब हर रीजन में एक घंटे के लिए 100 RU/s का मूल्य</translation>
    </message>
    <message>
        <source>Smallest manual throughput for each GB stored</source>
        <translation>स्टोर किए गए हर GB के लिए सबसे छोटा मैनुअल थ्रूपुट</translation>
    </message>
    <message>
        <source>Smallest autoscale maximum for each GB stored</source>
        <translation>स्टोर किए गए हर GB के लिए सबसे छोटा ऑटोस्केल अधिकतम</translation>
    </message>
    <message>
        <source>Most RU/s a serverless container can serve</source>
        <translation>एक सर्वरलेस कंटेनर द्वारा संभाले जा सकने वाले अधिकतम RU/s</translation>
    </message>
    <message>
        <source>Most data a serverless container can hold</source>
        <translation type="vanished">एक सर्वरलेस कंटेनर में रखा जा सकने वाला अधिकतम डेटा</translation>
    </message>
    <message>
        <source>Throughput above which a container needs a quota increase from Azure</source>
        <translation>वह थ्रूपुट जिसके ऊपर किसी कंटेनर के लिए Azure से कोटा बढ़वाना ज़रूरी है</translation>
    </message>
    <message>
        <source>Throughput the free tier offer leaves unbilled</source>
        <translation>फ़्री टियर ऑफ़र में बिना बिल वाला थ्रूपुट</translation>
    </message>
    <message>
        <source>Storage the free tier offer leaves unbilled</source>
        <translation>फ़्री टियर ऑफ़र में बिना बिल वाला स्टोरेज</translation>
    </message>
    <message>
        <source>Throughput discount of one year of reserved capacity</source>
        <translation>एक साल की रिज़र्व्ड कैपेसिटी पर थ्रूपुट की छूट</translation>
    </message>
    <message>
        <source>Throughput discount of three years of reserved capacity</source>
        <translation>तीन साल की रिज़र्व्ड कैपेसिटी पर थ्रूपुट की छूट</translation>
    </message>
    <message>
        <source>Share of a partition&apos;s throughput that cross-partition lookups alone may use before the design is infeasible</source>
        <translation>पार्टिशन के थ्रूपुट का वह हिस्सा जिसे केवल क्रॉस-पार्टिशन लुकअप इस्तेमाल कर सकते हैं, इससे ज़्यादा होने पर डिज़ाइन असंभव हो जाता है</translation>
    </message>
    <message>
        <source>Largest reference data kept under one constant /type key</source>
        <translation>एक स्थिर /type कुंजी के तहत रखा जाने वाला सबसे बड़ा रेफ़रेंस डेटा</translation>
    </message>
    <message>
        <source>Most peak RU/s of reference data kept under one constant /type key</source>
        <translation>एक स्थिर /type कुंजी के तहत रखे गए रेफ़रेंस डेटा के अधिकतम पीक RU/s</translation>
    </message>
    <message>
        <source>Vector index search of a vector or hybrid search in each physical partition it visits</source>
        <translation>वेक्टर या हाइब्रिड सर्च द्वारा देखे गए हर फ़िज़िकल पार्टिशन में वेक्टर इंडेक्स सर्च</translation>
    </message>
    <message>
        <source>Full-text index search and scoring of a full-text or hybrid search in each physical partition it visits</source>
        <translation>फ़ुल-टेक्स्ट या हाइब्रिड सर्च द्वारा देखे गए हर फ़िज़िकल पार्टिशन में फ़ुल-टेक्स्ट इंडेक्स सर्च और स्कोरिंग</translation>
    </message>
    <message>
        <source>Remedies</source>
        <translation>उपाय</translation>
    </message>
    <message>
        <source>Age by which a document has had half of its updates; a feed of the newest documents copies only the updates of those still in it</source>
        <translation>वह आयु जिस तक किसी दस्तावेज़ के आधे अपडेट हो चुके होते हैं; नवीनतम दस्तावेज़ों की फ़ीड केवल उन्हीं के अपडेट कॉपी करती है जो अभी उसमें हैं</translation>
    </message>
    <message>
        <source>Azure&apos;s limit of paths in one unique-key constraint</source>
        <translation>एक यूनिक-कुंजी कंस्ट्रेंट में पाथ की Azure सीमा</translation>
    </message>
    <message>
        <source>Most containers one database shares its throughput with</source>
        <translation>एक डेटाबेस अधिकतम कितने कंटेनरों के साथ अपना थ्रूपुट साझा करता है</translation>
    </message>
</context>
<context>
    <name>cosmos::AssumptionsPanel</name>
    <message>
        <source>Assumption</source>
        <translation>मान्यता</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>मान</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>डिफ़ॉल्ट</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>इकाई</translation>
    </message>
    <message>
        <source>Reset Selected</source>
        <translation>चयनित रीसेट करें</translation>
    </message>
    <message>
        <source>Reset All to Defaults</source>
        <translation>सभी को डिफ़ॉल्ट पर रीसेट करें</translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation>%1 रीसेट करें</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 बदलें</translation>
    </message>
    <message>
        <source>Reset All Assumptions</source>
        <translation>सभी मान्यताएँ रीसेट करें</translation>
    </message>
    <message>
        <source>Request charges by document size</source>
        <translation>डॉक्यूमेंट आकार के अनुसार रिक्वेस्ट चार्ज</translation>
    </message>
    <message>
        <source>Point read, create of a %1 document</source>
        <translation>%1 डॉक्यूमेंट का पॉइंट रीड, क्रिएट</translation>
    </message>
    <message>
        <source>sizeCurve row %1: edit as &quot;read, create&quot;</source>
        <translation>sizeCurve पंक्ति %1: &quot;रीड, क्रिएट&quot; के रूप में संपादित करें</translation>
    </message>
    <message>
        <source>Change the Size Curve</source>
        <translation>साइज़ कर्व बदलें</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not &quot;read, create&quot; (two numbers)</source>
        <translation>&quot;%1&quot; &quot;read, create&quot; (दो संख्याएँ) के रूप में नहीं है</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; कोई संख्या नहीं है</translation>
    </message>
    <message>
        <source>Default: %1 %2</source>
        <translation>डिफ़ॉल्ट: %1 %2</translation>
    </message>
    <message>
        <source>Derived from the model, not typed</source>
        <translation>मॉडल से निकाले गए मान (टाइप नहीं किए गए)</translation>
    </message>
    <message>
        <source>%1 documents, from %2</source>
        <translation>%1 दस्तावेज़, %2 से</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>दस्तावेज़</translation>
    </message>
    <message>
        <source>%1 documents carry %2, %3</source>
        <translation>%1 दस्तावेज़ों में %2 है, %3</translation>
    </message>
    <message>
        <source>values</source>
        <translation>मान</translation>
    </message>
    <message>
        <source>Distinct values of %1.%2, %3</source>
        <translation>%1.%2 के अलग-अलग मान, %3</translation>
    </message>
    <message>
        <source>Derived: type the value on %1 in the inspector to replace it.</source>
        <translation>निकाला गया मान: इसे बदलने के लिए इंस्पेक्टर में %1 पर मान टाइप करें।</translation>
    </message>
</context>
<context>
    <name>cosmos::AttributeTree</name>
    <message>
        <source>Name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>टाइप</translation>
    </message>
    <message>
        <source>Req.</source>
        <translation>आवश्यक</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>यूनिक</translation>
    </message>
    <message>
        <source>Unique group</source>
        <translation>यूनिक समूह</translation>
    </message>
    <message>
        <source>Distinct</source>
        <translation>अलग-अलग</translation>
    </message>
    <message>
        <source>Hottest share</source>
        <translation>सबसे हॉट हिस्सा</translation>
    </message>
    <message>
        <source>Copy of</source>
        <translation>कॉपी स्रोत</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>जोड़ें</translation>
    </message>
    <message>
        <source>Add Member</source>
        <translation>सदस्य जोड़ें</translation>
    </message>
    <message>
        <source>Add a member to the selected object or array attribute</source>
        <translation>चयनित ऑब्जेक्ट या ऐरे एट्रिब्यूट में सदस्य जोड़ें</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>हटाएँ</translation>
    </message>
    <message>
        <source>Add an attribute: type its name, Tab to its type, Enter for the next one</source>
        <translation>एट्रिब्यूट जोड़ें: उसका नाम टाइप करें, Tab से उसके टाइप पर जाएँ, Enter से अगले एट्रिब्यूट पर</translation>
    </message>
    <message>
        <source>Type the new attribute&apos;s name</source>
        <translation>नए एट्रिब्यूट का नाम टाइप करें</translation>
    </message>
</context>
<context>
    <name>cosmos::AutoSaver</name>
    <message>
        <source>%1 cannot be written</source>
        <translation>%1 में लिखा नहीं जा सकता</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the application is ending</source>
        <translation>एप्लिकेशन बंद हो रहा है</translation>
    </message>
</context>
<context>
    <name>cosmos::BackgroundTask</name>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>रद्द किया जा रहा है…</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %3 में से %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>cosmos::CanvasActions</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>काटें (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>कॉपी करें (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>पेस्ट करें (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>हटाएँ (&amp;D)</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>सभी चुनें (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>नाम बदलें (&amp;R)</translation>
    </message>
    <message>
        <source>Add &amp;Entity</source>
        <translation>एंटिटी जोड़ें (&amp;E)</translation>
    </message>
    <message>
        <source>Add an entity (or double-click the canvas)</source>
        <translation>एंटिटी जोड़ें (या कैनवास पर डबल-क्लिक करें)</translation>
    </message>
    <message>
        <source>Add &amp;Relationship</source>
        <translation>रिलेशनशिप जोड़ें (&amp;R)</translation>
    </message>
    <message>
        <source>Add Access &amp;Pattern</source>
        <translation>एक्सेस पैटर्न जोड़ें (&amp;P)</translation>
    </message>
    <message>
        <source>Add an access pattern over the selected entities</source>
        <translation>चयनित एंटिटी पर एक्सेस पैटर्न जोड़ें</translation>
    </message>
    <message>
        <source>Automatic &amp;Layout</source>
        <translation>स्वचालित लेआउट (&amp;L)</translation>
    </message>
    <message>
        <source>Arrange the cards, grouped by container</source>
        <translation>कार्ड को कंटेनर के अनुसार समूहित करके व्यवस्थित करें</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>ज़ूम इन (&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>ज़ूम आउट (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>वास्तविक आकार (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>विंडो में फ़िट करें (&amp;F)</translation>
    </message>
    <message>
        <source>Zoom to &amp;Selection</source>
        <translation>चयन पर ज़ूम करें (&amp;S)</translation>
    </message>
    <message>
        <source>Snap to &amp;Grid</source>
        <translation>ग्रिड पर स्नैप करें (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Minimap</source>
        <translation>मिनीमैप (&amp;M)</translation>
    </message>
    <message>
        <source>Heat &amp;Legend</source>
        <translation>हीट लेजेंड (&amp;L)</translation>
    </message>
    <message>
        <source>Export Canvas as &amp;Image…</source>
        <translation>कैनवास को इमेज के रूप में एक्सपोर्ट करें (&amp;I)…</translation>
    </message>
    <message>
        <source>Export Canvas</source>
        <translation>कैनवास एक्सपोर्ट करें</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PNG image at 2× (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG इमेज (*.png);;2× पर PNG इमेज (*.png);;SVG ड्रॉइंग (*.svg);;PDF दस्तावेज़ (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot Export Canvas</source>
        <translation>कैनवास एक्सपोर्ट नहीं हो सकता</translation>
    </message>
    <message>
        <source>Relate two entities: the two selected, parent first, or the cards you click next (or drag from a card&apos;s handle)</source>
        <translation>दो एंटिटी को आपस में जोड़ें: चयनित दो, पहले पैरेंट, या वे कार्ड जिन पर आप आगे क्लिक करें (या किसी कार्ड के हैंडल से ड्रैग करें)</translation>
    </message>
</context>
<context>
    <name>cosmos::CanvasController</name>
    <message>
        <source>Add Entity</source>
        <translation>एंटिटी जोड़ें</translation>
    </message>
    <message>
        <source>Add Relationship</source>
        <translation>रिलेशनशिप जोड़ें</translation>
    </message>
    <message>
        <source>Add Access Pattern</source>
        <translation>एक्सेस पैटर्न जोड़ें</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 का नाम बदलें</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 को ले जाएँ</translation>
    </message>
    <message numerus="yes">
        <source>Move %n Entities</source>
        <translation>
            <numerusform>%n एंटिटी ले जाएँ</numerusform>
            <numerusform>%n एंटिटी ले जाएँ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Object(s)</source>
        <translation>
            <numerusform>%n ऑब्जेक्ट हटाएँ</numerusform>
            <numerusform>%n ऑब्जेक्ट हटाएँ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n Entities</source>
        <translation>
            <numerusform>%n एंटिटी पेस्ट करें</numerusform>
            <numerusform>%n एंटिटी पेस्ट करें</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic Layout</source>
        <translation>स्वचालित लेआउट</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>चिपकाएँ</translation>
    </message>
    <message>
        <source>the clipboard holds no entities</source>
        <translation>क्लिपबोर्ड में कोई एंटिटी नहीं है</translation>
    </message>
    <message>
        <source>a relationship joins two entities: add a second one first</source>
        <translation>रिलेशनशिप के लिए दो एंटिटी चाहिए: पहले दूसरी एंटिटी जोड़ें</translation>
    </message>
    <message>
        <source>Click the child entity of %1 (Esc cancels).</source>
        <translation>%1 की चाइल्ड एंटिटी पर क्लिक करें (Esc से रद्द करें)।</translation>
    </message>
    <message>
        <source>Click the parent entity, then its child (Esc cancels).</source>
        <translation>पहले पैरेंट एंटिटी पर क्लिक करें, फिर उसकी चाइल्ड पर (Esc से रद्द करें)।</translation>
    </message>
</context>
<context>
    <name>cosmos::CanvasExport</name>
    <message>
        <source>The canvas is empty.</source>
        <translation>कैनवास ख़ाली है।</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 लिखा नहीं जा सका।</translation>
    </message>
</context>
<context>
    <name>cosmos::ChecklistPanel</name>
    <message>
        <source>Severity</source>
        <translation>गंभीरता</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>विषय</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>निष्कर्ष</translation>
    </message>
    <message>
        <source>Double-click or press Enter to select the subject on the canvas</source>
        <translation>कैनवास पर विषय चुनने के लिए डबल-क्लिक करें या Enter दबाएँ</translation>
    </message>
    <message>
        <source>Nothing open: the model passes every check.</source>
        <translation>कुछ भी बाकी नहीं: मॉडल हर जाँच में पास है।</translation>
    </message>
    <message>
        <source>To resolve: %1</source>
        <translation>हल करने के लिए: %1</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <comment>errors, warnings, notes</comment>
        <translation>%1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n त्रुटि</numerusform>
            <numerusform>%n त्रुटियाँ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n चेतावनी</numerusform>
            <numerusform>%n चेतावनियाँ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n नोट</numerusform>
            <numerusform>%n नोट</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cosmos::Choices</name>
    <message>
        <source>Provisioned (manual)</source>
        <translation>प्रोविज़न्ड (मैनुअल)</translation>
    </message>
    <message>
        <source>Autoscale</source>
        <translation>ऑटोस्केल</translation>
    </message>
    <message>
        <source>Serverless</source>
        <translation>सर्वरलेस</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>स्ट्रॉन्ग</translation>
    </message>
    <message>
        <source>Bounded staleness</source>
        <translation>बाउंडेड स्टेलनेस</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>सेशन</translation>
    </message>
    <message>
        <source>Consistent prefix</source>
        <translation>कंसिस्टेंट प्रीफ़िक्स</translation>
    </message>
    <message>
        <source>Eventual</source>
        <translation>इवेंचुअल</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>string</source>
        <translation>स्ट्रिंग</translation>
    </message>
    <message>
        <source>number</source>
        <translation>संख्या</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>बूलियन</translation>
    </message>
    <message>
        <source>date/time</source>
        <translation>दिनांक/समय</translation>
    </message>
    <message>
        <source>object</source>
        <translation>ऑब्जेक्ट</translation>
    </message>
    <message>
        <source>array</source>
        <translation>ऐरे</translation>
    </message>
    <message>
        <source>Bounded</source>
        <translation>सीमित</translation>
    </message>
    <message>
        <source>Unbounded (keeps growing)</source>
        <translation>असीमित (बढ़ता रहता है)</translation>
    </message>
    <message>
        <source>One to one</source>
        <translation>वन-टू-वन</translation>
    </message>
    <message>
        <source>One to few</source>
        <translation>वन-टू-फ़्यू</translation>
    </message>
    <message>
        <source>One to many</source>
        <translation>वन-टू-मेनी</translation>
    </message>
    <message>
        <source>Many to many</source>
        <translation>मेनी-टू-मेनी</translation>
    </message>
    <message>
        <source>Point read</source>
        <translation>पॉइंट रीड</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>क्वेरी</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>क्रिएट</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>रिप्लेस</translation>
    </message>
    <message>
        <source>Patch</source>
        <translation>पैच</translation>
    </message>
    <message>
        <source>Upsert</source>
        <translation>अपसर्ट</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>डिलीट</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>बैच</translation>
    </message>
    <message>
        <source>equals</source>
        <translation>बराबर</translation>
    </message>
    <message>
        <source>range</source>
        <translation>रेंज</translation>
    </message>
    <message>
        <source>contains</source>
        <translation>शामिल है</translation>
    </message>
    <message>
        <source>ascending</source>
        <translation>आरोही</translation>
    </message>
    <message>
        <source>descending</source>
        <translation>अवरोही</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>ड्राफ़्ट</translation>
    </message>
    <message>
        <source>Validated</source>
        <translation>सत्यापित</translation>
    </message>
    <message>
        <source>vector</source>
        <translation>वेक्टर</translation>
    </message>
    <message>
        <source>Vector search</source>
        <translation>वेक्टर सर्च</translation>
    </message>
    <message>
        <source>Full-text search</source>
        <translation>फ़ुल-टेक्स्ट सर्च</translation>
    </message>
    <message>
        <source>Hybrid search</source>
        <translation>हाइब्रिड सर्च</translation>
    </message>
    <message>
        <source>near (vector)</source>
        <translation>निकट (वेक्टर)</translation>
    </message>
    <message>
        <source>cosine</source>
        <translation>कोसाइन</translation>
    </message>
    <message>
        <source>dot product</source>
        <translation>डॉट प्रोडक्ट</translation>
    </message>
    <message>
        <source>Euclidean</source>
        <translation>यूक्लिडियन</translation>
    </message>
    <message>
        <source>DiskANN</source>
        <translation>DiskANN</translation>
    </message>
    <message>
        <source>quantized flat</source>
        <translation>क्वांटाइज़्ड फ़्लैट</translation>
    </message>
    <message>
        <source>flat (exact)</source>
        <translation>फ़्लैट (सटीक)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>कोई नहीं</translation>
    </message>
</context>
<context>
    <name>cosmos::ComparisonPanel</name>
    <message>
        <source>Alternative to compare with</source>
        <translation>तुलना के लिए वैकल्पिक डिज़ाइन</translation>
    </message>
    <message>
        <source>Compare the current design with</source>
        <translation>मौजूदा डिज़ाइन की तुलना इससे करें</translation>
    </message>
    <message>
        <source>This model has no alternatives yet. Use Model › Alternatives › Duplicate as Alternative… to keep a copy of the current design, change the current design, and compare the two here.</source>
        <translation>इस मॉडल में अभी कोई वैकल्पिक डिज़ाइन नहीं है। मौजूदा डिज़ाइन की कॉपी रखने के लिए मॉडल › वैकल्पिक डिज़ाइन › वैकल्पिक डिज़ाइन के रूप में डुप्लिकेट करें… इस्तेमाल करें, फिर मौजूदा डिज़ाइन बदलें और यहाँ दोनों की तुलना करें।</translation>
    </message>
    <message>
        <source>Current design</source>
        <translation>मौजूदा डिज़ाइन</translation>
    </message>
    <message>
        <source>Changes read &lt;b&gt;%1&lt;/b&gt; compared with &lt;b&gt;%2&lt;/b&gt;: ▼ in green is cheaper or lighter, ▲ in red costs more.</source>
        <translation>बदलाव &lt;b&gt;%2&lt;/b&gt; की तुलना में &lt;b&gt;%1&lt;/b&gt; के हैं: हरा ▼ सस्ता या हल्का है, लाल ▲ महँगा है।</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>मासिक लागत</translation>
    </message>
    <message>
        <source>RU/s at peak</source>
        <translation>पीक पर RU/s</translation>
    </message>
    <message>
        <source>RU/s on average</source>
        <translation>औसत RU/s</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>स्टोरेज</translation>
    </message>
</context>
<context>
    <name>cosmos::ComparisonView</name>
    <message>
        <source>(new)</source>
        <translation>(नया)</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>कोई बदलाव नहीं</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ठीक</translation>
    </message>
    <message>
        <source>warm</source>
        <translation>वॉर्म</translation>
    </message>
    <message>
        <source>hot</source>
        <translation>हॉट</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%2 में %1</translation>
    </message>
    <message>
        <source>(no such relationship)</source>
        <translation>(यह रिलेशनशिप मौजूद नहीं)</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>अनिर्णीत</translation>
    </message>
    <message>
        <source>%1 (rule %2)</source>
        <translation>%1 (नियम %2)</translation>
    </message>
    <message>
        <source>Provisioned</source>
        <translation>प्रोविज़न्ड</translation>
    </message>
    <message>
        <source>Autoscale</source>
        <translation>ऑटोस्केल</translation>
    </message>
    <message>
        <source>Serverless</source>
        <translation>सर्वरलेस</translation>
    </message>
    <message>
        <source>Monthly cost in each capacity mode</source>
        <translation>हर कैपेसिटी मोड में मासिक लागत</translation>
    </message>
    <message>
        <source>Capacity mode</source>
        <translation>कैपेसिटी मोड</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>बदलाव</translation>
    </message>
    <message>
        <source> (chosen)</source>
        <translation> (चयनित)</translation>
    </message>
    <message>
        <source>Decisions that differ</source>
        <translation>अलग निर्णय</translation>
    </message>
    <message>
        <source>Every relationship is decided the same way.</source>
        <translation>हर रिलेशनशिप का निर्णय एक जैसा है।</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>रिलेशनशिप</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>कंटेनर</translation>
    </message>
    <message>
        <source>Container</source>
        <translation>कंटेनर</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>पार्टिशन कुंजी</translation>
    </message>
    <message>
        <source>RU/s at peak</source>
        <translation>पीक पर RU/s</translation>
    </message>
    <message>
        <source>Provisioned RU/s</source>
        <translation>प्रोविज़न्ड RU/s</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>पार्टिशन</translation>
    </message>
    <message>
        <source>Hottest partition</source>
        <translation>सबसे हॉट पार्टिशन</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>मासिक लागत</translation>
    </message>
    <message>
        <source>only in %1</source>
        <translation>केवल %1 में</translation>
    </message>
    <message>
        <source>Access patterns whose route or request cost changed</source>
        <translation>एक्सेस पैटर्न जिनका रूट या अनुरोध की लागत बदली</translation>
    </message>
    <message>
        <source>Every access pattern is routed the same way at the same cost.</source>
        <translation>हर एक्सेस पैटर्न का रूट और लागत दोनों डिज़ाइन में एक जैसे हैं।</translation>
    </message>
    <message>
        <source>Access pattern</source>
        <translation>एक्सेस पैटर्न</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>रूट</translation>
    </message>
    <message>
        <source>RU per request</source>
        <translation>प्रति अनुरोध RU</translation>
    </message>
</context>
<context>
    <name>cosmos::ComputedPropertiesTable</name>
    <message>
        <source>Name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>क्वेरी</translation>
    </message>
    <message>
        <source>A property the container computes from each document, e.g. cp_lowerName = SELECT VALUE LOWER(c.name) FROM c</source>
        <translation>वह प्रॉपर्टी जिसे कंटेनर हर डॉक्यूमेंट से गणना करता है, जैसे cp_lowerName = SELECT VALUE LOWER(c.name) FROM c</translation>
    </message>
    <message>
        <source>Add Computed Property</source>
        <translation>गणना की गई प्रॉपर्टी जोड़ें</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>हटाएँ</translation>
    </message>
</context>
<context>
    <name>cosmos::ContainersPanel</name>
    <message>
        <source>One path, or 2–3 comma-separated paths for a hierarchical key</source>
        <translation>एक पाथ, या हायरार्किकल कुंजी के लिए कॉमा से अलग 2–3 पाथ</translation>
    </message>
    <message>
        <source>Use Recommended</source>
        <translation>अनुशंसित इस्तेमाल करें</translation>
    </message>
    <message>
        <source>Hottest value</source>
        <translation>सबसे हॉट वैल्यू</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>पार्टिशन कुंजी</translation>
    </message>
    <message>
        <source>Document types</source>
        <translation>डॉक्यूमेंट टाइप</translation>
    </message>
    <message>
        <source>Hottest logical partition: %1</source>
        <translation>सबसे हॉट लॉजिकल पार्टिशन: %1</translation>
    </message>
    <message>
        <source>No container yet: add entities and access patterns.</source>
        <translation>अभी कोई कंटेनर नहीं: एंटिटी और एक्सेस पैटर्न जोड़ें।</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1%2&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;%1%2&lt;/h3&gt;</translation>
    </message>
    <message>
        <source> &lt;small&gt;(assignment overridden)&lt;/small&gt;</source>
        <translation> &lt;small&gt;(असाइनमेंट ओवरराइड किया गया)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>%1 (embedded)</source>
        <translation>%1 (एम्बेडेड)</translation>
    </message>
    <message>
        <source>As analysed</source>
        <translation>विश्लेषण के अनुसार</translation>
    </message>
    <message>
        <source>New container…</source>
        <translation>नया कंटेनर…</translation>
    </message>
    <message>
        <source>provisioned %1 RU/s</source>
        <translation>प्रोविज़न्ड %1 RU/s</translation>
    </message>
    <message>
        <source>autoscale up to %1 RU/s, billed at %2 RU/s</source>
        <translation>ऑटोस्केल %1 RU/s तक, बिल %2 RU/s पर</translation>
    </message>
    <message>
        <source>serverless (billed per request unit)</source>
        <translation>सर्वरलेस (प्रति रिक्वेस्ट यूनिट बिल)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Load&lt;/b&gt; %1 RU/s average, %2 RU/s peak — %3&lt;br&gt;&lt;b&gt;Partitions&lt;/b&gt; %4 physical · &lt;b&gt;Storage&lt;/b&gt; %5&lt;br&gt;&lt;b&gt;Monthly cost&lt;/b&gt; %6 (throughput %7, storage %8)%9</source>
        <translation>&lt;b&gt;लोड&lt;/b&gt; औसत %1 RU/s, पीक %2 RU/s — %3&lt;br&gt;&lt;b&gt;पार्टिशन&lt;/b&gt; %4 फ़िज़िकल · &lt;b&gt;स्टोरेज&lt;/b&gt; %5&lt;br&gt;&lt;b&gt;मासिक लागत&lt;/b&gt; %6 (थ्रूपुट %7, स्टोरेज %8)%9</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Default TTL&lt;/b&gt; %1 s</source>
        <translation>&lt;br&gt;&lt;b&gt;डिफ़ॉल्ट TTL&lt;/b&gt; %1 s</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hottest logical partition&lt;/b&gt;: %1 RU/s of %2 (%3), %4 (%5)&lt;br&gt;%6</source>
        <translation>&lt;b&gt;सबसे हॉट लॉजिकल पार्टिशन&lt;/b&gt;: %2 में से %1 RU/s (%3), %4 (%5)&lt;br&gt;%6</translation>
    </message>
    <message>
        <source>&lt;b&gt;Remedies and notes&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;उपाय और नोट&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>Reset Partition Key</source>
        <translation>पार्टिशन कुंजी रीसेट करें</translation>
    </message>
    <message>
        <source>Override Partition Key</source>
        <translation>पार्टिशन कुंजी ओवरराइड करें</translation>
    </message>
    <message>
        <source>New Container</source>
        <translation>नया कंटेनर</translation>
    </message>
    <message>
        <source>Container name:</source>
        <translation>कंटेनर का नाम:</translation>
    </message>
    <message>
        <source>Move to Container</source>
        <translation>कंटेनर में ले जाएँ</translation>
    </message>
    <message>
        <source>Remove the override and use the cheapest key that can serve the design</source>
        <translation>ओवरराइड हटाएँ और डिज़ाइन की ज़रूरतें पूरी कर सकने वाली सबसे सस्ती कुंजी इस्तेमाल करें</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>कुंजी</translation>
    </message>
    <message>
        <source>RU/s at peak</source>
        <translation>पीक पर RU/s</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>मासिक</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>पार्टिशन</translation>
    </message>
    <message>
        <source>Cross-partition</source>
        <translation>क्रॉस-पार्टिशन</translation>
    </message>
    <message>
        <source>Serves the design</source>
        <translation>डिज़ाइन के लिए उपयुक्त</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <source>no: %1</source>
        <translation>नहीं: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <source>%1 RU/s · %2</source>
        <translation>%1 RU/s · %2</translation>
    </message>
    <message>
        <source>Cannot be served: %1.</source>
        <translation>ज़रूरतें पूरी नहीं की जा सकतीं: %1।</translation>
    </message>
    <message>
        <source>Global secondary index (preview) of %1, kept by Azure Cosmos DB.</source>
        <translation>%1 का ग्लोबल सेकेंडरी इंडेक्स (प्रीव्यू), जिसे Azure Cosmos DB बनाए रखता है।</translation>
    </message>
    <message>
        <source>Change-feed view of %1: a processor copies each change here.</source>
        <translation>%1 का चेंज फ़ीड व्यू: एक प्रोसेसर हर बदलाव को यहाँ कॉपी करता है।</translation>
    </message>
    <message>
        <source>Also holds copies kept by the change feed: %1.</source>
        <translation>चेंज फ़ीड से बनाए रखी गई कॉपियाँ भी रखता है: %1।</translation>
    </message>
    <message>
        <source>with it the design costs %1 a month more</source>
        <translation>इससे डिज़ाइन की लागत हर महीने %1 बढ़ती है</translation>
    </message>
    <message>
        <source>with it the design costs %1 a month less</source>
        <translation>इससे डिज़ाइन की लागत हर महीने %1 घटती है</translation>
    </message>
    <message>
        <source>; the copies add %1 RU/s of writes at peak and %2</source>
        <translation>; कॉपियाँ पीक पर %1 RU/s के राइट और %2 जोड़ती हैं</translation>
    </message>
    <message>
        <source>Serves %1 (%2): %3 RU a request instead of %4, %5 RU/s less at peak%6; %7.</source>
        <translation>%1 (%2) यहाँ से पूरा होता है: प्रति अनुरोध %4 की जगह %3 RU, पीक पर %5 RU/s कम%6; %7।</translation>
    </message>
    <message>
        <source> (each new document, and %1 of the updates: those of documents still in the feed)</source>
        <translation> (हर नया दस्तावेज़, और अपडेट का %1: उन दस्तावेज़ों के जो अभी फ़ीड में हैं)</translation>
    </message>
</context>
<context>
    <name>cosmos::CorrelationBar</name>
    <message>
        <source>separate</source>
        <translation>अलग</translation>
    </message>
    <message>
        <source>co-locate %1</source>
        <translation>को-लोकेट %1</translation>
    </message>
    <message>
        <source>embed %1</source>
        <translation>एम्बेड %1</translation>
    </message>
    <message>
        <source>undefined: no reads of the parent</source>
        <translation>अपरिभाषित: पैरेंट की कोई रीड नहीं</translation>
    </message>
</context>
<context>
    <name>cosmos::CostsPanel</name>
    <message>
        <source>&lt;b&gt;%1 a month&lt;/b&gt; — throughput %2, storage %3 · %4 RU/s average, %5 RU/s peak · %6 stored</source>
        <translation>&lt;b&gt;%1 प्रति माह&lt;/b&gt; — थ्रूपुट %2, स्टोरेज %3 · औसत %4 RU/s, पीक %5 RU/s · %6 स्टोर किया गया</translation>
    </message>
    <message>
        <source>RU/s at peak per container, by access pattern</source>
        <translation>प्रति कंटेनर पीक पर RU/s, एक्सेस पैटर्न के अनुसार</translation>
    </message>
    <message>
        <source>other</source>
        <translation>अन्य</translation>
    </message>
    <message>
        <source>Container</source>
        <translation>कंटेनर</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>थ्रूपुट</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>स्टोरेज</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>मासिक</translation>
    </message>
    <message>
        <source>The model under each offer</source>
        <translation>हर ऑफ़र में यह मॉडल</translation>
    </message>
    <message>
        <source>%1 (this model)</source>
        <translation>%1 (यह मॉडल)</translation>
    </message>
    <message>
        <source>cannot serve it</source>
        <translation>सेवा नहीं दे सकता</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 containers)</source>
        <translation>%1 (%3 में से %2 कंटेनर)</translation>
    </message>
    <message numerus="yes">
        <source>all %Ln</source>
        <comment>containers</comment>
        <translation>
            <numerusform>सभी %Ln</numerusform>
            <numerusform>सभी %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln more</source>
        <comment>containers</comment>
        <translation>
            <numerusform>%Ln और</numerusform>
            <numerusform>%Ln और</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cosmos::DecisionsPanel</name>
    <message>
        <source>undefined</source>
        <translation>अपरिभाषित</translation>
    </message>
    <message>
        <source>embed</source>
        <translation>एम्बेड</translation>
    </message>
    <message>
        <source>co-locate</source>
        <translation>को-लोकेट</translation>
    </message>
    <message>
        <source>consider carefully</source>
        <translation>सावधानी से विचार करें</translation>
    </message>
    <message>
        <source>separate</source>
        <translation>अलग</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>रिलेशनशिप</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>निर्णय</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>बैंड</translation>
    </message>
    <message>
        <source>Correlation</source>
        <translation>सहसंबंध</translation>
    </message>
    <message>
        <source>%1 (rule %2)</source>
        <translation>%1 (नियम %2)</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>अनिर्णीत</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>RU/s of the patterns touching both, by design</source>
        <translation>दोनों को छूने वाले पैटर्न के RU/s, डिज़ाइन के अनुसार</translation>
    </message>
    <message>
        <source>impossible</source>
        <translation>असंभव</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>क्यों</translation>
    </message>
    <message>
        <source>Questions before co-locating</source>
        <translation>को-लोकेट करने से पहले के प्रश्न</translation>
    </message>
    <message>
        <source>%1 by correlation; rule %2 decides</source>
        <translation>सहसंबंध से %1; निर्णय नियम %2 से</translation>
    </message>
</context>
<context>
    <name>cosmos::EntityInspector</name>
    <message>
        <source>Name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <source>Rename Entity</source>
        <translation>एंटिटी का नाम बदलें</translation>
    </message>
    <message>
        <source>Edit Average Size</source>
        <translation>औसत आकार संपादित करें</translation>
    </message>
    <message>
        <source>KB</source>
        <translation>KB</translation>
    </message>
    <message>
        <source>Average size (KB)</source>
        <translation>औसत आकार (KB)</translation>
    </message>
    <message>
        <source>Edit Maximum Size</source>
        <translation>अधिकतम आकार संपादित करें</translation>
    </message>
    <message>
        <source>Maximum size (KB)</source>
        <translation>अधिकतम आकार (KB)</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>डॉक्यूमेंट</translation>
    </message>
    <message>
        <source>Edit Document Count</source>
        <translation>डॉक्यूमेंट संख्या संपादित करें</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>वृद्धि</translation>
    </message>
    <message>
        <source>Edit Growth</source>
        <translation>वृद्धि संपादित करें</translation>
    </message>
    <message>
        <source>Edit Retention</source>
        <translation>रिटेंशन संपादित करें</translation>
    </message>
    <message>
        <source>keep forever</source>
        <translation>हमेशा रखें</translation>
    </message>
    <message>
        <source>Seconds until an item expires; -1 lets each item decide; empty keeps items forever.</source>
        <translation>किसी आइटम के समाप्त होने तक सेकंड; -1 पर हर आइटम ख़ुद तय करता है; ख़ाली छोड़ने पर आइटम हमेशा रहते हैं।</translation>
    </message>
    <message>
        <source>Time to live (s)</source>
        <translation>टाइम टू लिव (s)</translation>
    </message>
    <message>
        <source>Edit Attributes</source>
        <translation>एट्रिब्यूट संपादित करें</translation>
    </message>
    <message>
        <source>Embedded in another document of container &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>कंटेनर &lt;b&gt;%1&lt;/b&gt; के किसी दूसरे डॉक्यूमेंट में एम्बेड किया गया।</translation>
    </message>
    <message>
        <source>Documents in container &lt;b&gt;%1&lt;/b&gt;, partition key &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation>कंटेनर &lt;b&gt;%1&lt;/b&gt; में डॉक्यूमेंट, पार्टिशन कुंजी &lt;b&gt;%2&lt;/b&gt;।</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Rename Key Attribute</source>
        <translation>कुंजी एट्रिब्यूट का नाम बदलें</translation>
    </message>
    <message>
        <source>Computed properties</source>
        <translation>गणना की गई प्रॉपर्टी</translation>
    </message>
    <message>
        <source>Edit Computed Properties</source>
        <translation>गणना की गई प्रॉपर्टी संपादित करें</translation>
    </message>
    <message>
        <source>%1 (derived)</source>
        <translation>%1 (निकाला गया)</translation>
    </message>
    <message>
        <source>Derived from the parents: %1. Type a count to replace it.</source>
        <translation>पैरेंट से निकाला गया: %1। इसे बदलने के लिए गिनती लिखें।</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>अज्ञात</translation>
    </message>
    <message>
        <source>No count, and no parent gives one: the analysis counts none of these documents.</source>
        <translation>कोई गिनती नहीं, और कोई पैरेंट भी नहीं बताता: विश्लेषण इनमें से किसी डॉक्यूमेंट को नहीं गिनता।</translation>
    </message>
</context>
<context>
    <name>cosmos::EntityItem</name>
    <message>
        <source>copy of %1</source>
        <translation>%1 की कॉपी</translation>
    </message>
    <message>
        <source>%1 values</source>
        <translation>%1 वैल्यू</translation>
    </message>
</context>
<context>
    <name>cosmos::ExportPanel</name>
    <message>
        <source>Requirements</source>
        <translation>आवश्यकताएँ</translation>
    </message>
    <message>
        <source>Data Model</source>
        <translation>डेटा मॉडल</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>कंटेनर</translation>
    </message>
    <message>
        <source>Indexing</source>
        <translation>इंडेक्सिंग</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>सैंपल</translation>
    </message>
    <message>
        <source>ARM</source>
        <translation>ARM</translation>
    </message>
    <message>
        <source>Bicep</source>
        <translation>Bicep</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>प्रीव्यू</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>खोजें…</translation>
    </message>
    <message>
        <source>Show the document as it reads, with its tables</source>
        <translation>डॉक्यूमेंट को पढ़ने योग्य रूप में, उसकी तालिकाओं के साथ दिखाएँ</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>कॉपी करें</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>सहेजें…</translation>
    </message>
    <message>
        <source>Export All…</source>
        <translation>सभी एक्सपोर्ट करें…</translation>
    </message>
    <message>
        <source>Copy this file to the clipboard</source>
        <translation>इस फ़ाइल को क्लिपबोर्ड पर कॉपी करें</translation>
    </message>
    <message>
        <source>Save this file</source>
        <translation>यह फ़ाइल सहेजें</translation>
    </message>
    <message>
        <source>Write every file into a folder, as cosmos-modeler-cli export does</source>
        <translation>cosmos-modeler-cli export की तरह हर फ़ाइल एक फ़ोल्डर में लिखें</translation>
    </message>
    <message>
        <source>Cannot export: %1</source>
        <translation>एक्सपोर्ट नहीं हो सकता: %1</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>नहीं मिला</translation>
    </message>
    <message>
        <source>Save Export File</source>
        <translation>एक्सपोर्ट फ़ाइल सहेजें</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>सहेजा नहीं जा सकता</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 सहेजा नहीं जा सका: %2</translation>
    </message>
    <message>
        <source>Export All Into</source>
        <translation>सभी को यहाँ एक्सपोर्ट करें</translation>
    </message>
    <message>
        <source>Export All</source>
        <translation>सभी एक्सपोर्ट करें</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written into %1.</source>
        <translation>
            <numerusform>%1 में %n फ़ाइल लिखी गई।</numerusform>
            <numerusform>%1 में %n फ़ाइलें लिखी गईं।</numerusform>
        </translation>
    </message>
    <message>
        <source>The model cannot be exported as it is; nothing was written.</source>
        <translation>मॉडल इस रूप में एक्सपोर्ट नहीं हो सकता; कुछ भी नहीं लिखा गया।</translation>
    </message>
    <message>
        <source>The folder could not be written.</source>
        <translation>फ़ोल्डर में लिखा नहीं जा सका।</translation>
    </message>
    <message>
        <source>… %L1 more characters are not shown here; the exported file holds them.</source>
        <translation>… %L1 और अक्षर यहाँ नहीं दिखाए गए हैं; निर्यात की गई फ़ाइल में वे सभी हैं।</translation>
    </message>
</context>
<context>
    <name>cosmos::FieldBinder</name>
    <message>
        <source>a number is required here</source>
        <translation>यहाँ एक संख्या चाहिए</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number (or &quot;unbounded&quot;)</source>
        <translation>&quot;%1&quot; कोई संख्या (या &quot;unbounded&quot;) नहीं है</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; कोई संख्या नहीं है</translation>
    </message>
</context>
<context>
    <name>cosmos::FileActions</name>
    <message>
        <source>Cosmos Modeler models (*.cosmos.json);;JSON files (*.json);;All files (*)</source>
        <translation>Cosmos Modeler मॉडल (*.cosmos.json);;JSON फ़ाइलें (*.json);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>नया (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>खोलें (&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>सहेजें (&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>इस रूप में सहेजें (&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>बाहर निकलें (&amp;Q)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>हाल के मॉडल (&amp;R)</translation>
    </message>
    <message>
        <source>No recent models</source>
        <translation>कोई हाल का मॉडल नहीं</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>सूची साफ़ करें (&amp;C)</translation>
    </message>
    <message>
        <source>New application</source>
        <translation>नया एप्लिकेशन</translation>
    </message>
    <message>
        <source>Open Model</source>
        <translation>मॉडल खोलें</translation>
    </message>
    <message>
        <source>Cannot Open Model</source>
        <translation>मॉडल नहीं खुल सकता</translation>
    </message>
    <message>
        <source>%1 could not be opened. The open model was not changed.</source>
        <translation>%1 खोला नहीं जा सका। खुला मॉडल नहीं बदला गया।</translation>
    </message>
    <message>
        <source>Cannot Save Model</source>
        <translation>मॉडल सहेजा नहीं जा सकता</translation>
    </message>
    <message>
        <source>Save Model As</source>
        <translation>मॉडल इस रूप में सहेजें</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>बिना सहेजे बदलाव</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 में बिना सहेजे बदलाव हैं। सहेजें?</translation>
    </message>
    <message>
        <source>New from Sa&amp;mple…</source>
        <translation>सैंपल से नया (&amp;M)…</translation>
    </message>
    <message>
        <source>Start from a teaching model that shows one modelling lesson</source>
        <translation>किसी ऐसे शिक्षण मॉडल से शुरू करें जो मॉडलिंग का एक पाठ दिखाता है</translation>
    </message>
    <message>
        <source>%1 was removed or renamed outside Cosmos Modeler; the model stays open and Save writes it again.</source>
        <translation>%1 को Cosmos Modeler के बाहर हटाया गया या उसका नाम बदला गया; मॉडल खुला रहता है और सहेजने पर वह फिर से लिखा जाएगा।</translation>
    </message>
    <message>
        <source>%1 was changed outside Cosmos Modeler and has been reloaded.</source>
        <translation>%1 को Cosmos Modeler के बाहर बदला गया था, इसलिए उसे दोबारा लोड कर दिया गया है।</translation>
    </message>
    <message>
        <source>%1 was changed outside Cosmos Modeler but cannot be read (%2); the model open here is unchanged.</source>
        <translation>%1 को Cosmos Modeler के बाहर बदला गया, लेकिन उसे पढ़ा नहीं जा सकता (%2); यहाँ खुला मॉडल नहीं बदला गया है।</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2); the model open here is unchanged.</source>
        <translation>%1 पढ़ा नहीं जा सकता (%2); यहाँ खुला मॉडल नहीं बदला गया है।</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2
The file on disk was not changed and your changes are still open here; use Save As to choose another place.</source>
        <translation>%1 सहेजा नहीं जा सका: %2
डिस्क पर फ़ाइल नहीं बदली गई और आपके बदलाव अब भी यहाँ खुले हैं; कोई दूसरी जगह चुनने के लिए &apos;इस रूप में सहेजें&apos; इस्तेमाल करें।</translation>
    </message>
</context>
<context>
    <name>cosmos::FindingTr</name>
    <message>
        <source>Error</source>
        <translation>त्रुटि</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>चेतावनी</translation>
    </message>
    <message>
        <source>Suggestion</source>
        <translation>सुझाव</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>प्रश्न</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>एप्लिकेशन</translation>
    </message>
    <message>
        <source>Container %1</source>
        <translation>कंटेनर %1</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>नोट</translation>
    </message>
</context>
<context>
    <name>cosmos::FirstStepsGuide</name>
    <message>
        <source>Add an entity: double-click the canvas or press %1, type its name and press Enter.</source>
        <translation>एंटिटी जोड़ें: कैनवास पर डबल-क्लिक करें या %1 दबाएँ, उसका नाम टाइप करें और Enter दबाएँ।</translation>
    </message>
    <message>
        <source>Add a second entity and relate them: drag from the parent card&apos;s handle to the child, or press %1 and click the two cards.</source>
        <translation>दूसरी एंटिटी जोड़ें और दोनों को आपस में जोड़ें: पैरेंट कार्ड के हैंडल से चाइल्ड तक ड्रैग करें, या %1 दबाएँ और दोनों कार्ड पर क्लिक करें।</translation>
    </message>
    <message>
        <source>Say how the application uses them: select the entities, press %1, then give the pattern its requests per second and filters in the Inspector.</source>
        <translation>बताएँ कि एप्लिकेशन उन्हें कैसे इस्तेमाल करता है: एंटिटी चुनें, %1 दबाएँ, फिर इंस्पेक्टर में पैटर्न के प्रति सेकंड रिक्वेस्ट और फ़िल्टर दें।</translation>
    </message>
    <message>
        <source>Hide the steps</source>
        <translation>चरण छिपाएँ</translation>
    </message>
    <message>
        <source>An empty model: start with an entity</source>
        <translation>ख़ाली मॉडल: एक एंटिटी से शुरू करें</translation>
    </message>
    <message>
        <source>Your first model</source>
        <translation>आपका पहला मॉडल</translation>
    </message>
    <message>
        <source>The panels below then show the containers, partition keys, hot partitions and cost, with the reasons; F1 explains whatever is selected.</source>
        <translation>इसके बाद नीचे के पैनल कंटेनर, पार्टिशन कुंजियों, हॉट पार्टिशन और लागत को उनके कारणों सहित दिखाते हैं; जो भी चयनित हो, F1 उसकी व्याख्या करता है।</translation>
    </message>
    <message>
        <source>Give it its attributes in the Inspector on the right: Add, then their names (several at once: name, email) and Enter.</source>
        <translation>दाईं ओर के इंस्पेक्टर में उसके एट्रिब्यूट जोड़ें: &quot;जोड़ें&quot; दबाएँ, फिर उनके नाम लिखें (एक साथ कई भी: name, email) और Enter दबाएँ।</translation>
    </message>
</context>
<context>
    <name>cosmos::HeatmapPanel</name>
    <message>
        <source>Apply to Model</source>
        <translation>मॉडल पर लागू करें</translation>
    </message>
    <message>
        <source>What if the most popular key value received this share of the requests?</source>
        <translation>अगर सबसे लोकप्रिय कुंजी वैल्यू को अनुरोधों का यह हिस्सा मिले तो क्या होगा?</translation>
    </message>
    <message>
        <source>Container</source>
        <translation>कंटेनर</translation>
    </message>
    <message>
        <source>What-if skew</source>
        <translation>व्हाट-इफ़ स्क्यू</translation>
    </message>
    <message>
        <source>No remedy needed: the hottest key value is within its limits.</source>
        <translation>किसी उपाय की ज़रूरत नहीं: सबसे हॉट कुंजी वैल्यू अपनी सीमाओं के भीतर है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Remedies&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;उपाय&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>Change Key Skew</source>
        <translation>कुंजी स्क्यू बदलें</translation>
    </message>
    <message>
        <source>Most popular %1 values, against the %2 RU/s and 20 GB one value can have</source>
        <translation>सबसे लोकप्रिय %1 वैल्यू, उस %2 RU/s और 20 GB की तुलना में जो एक वैल्यू को मिल सकता है</translation>
    </message>
    <message numerus="yes">
        <source>Key %1 · %n physical partition(s) · hottest value: %2 RU/s of %3 allowed (%4), %5</source>
        <translation>
            <numerusform>कुंजी %1 · %n फ़िज़िकल पार्टिशन · सबसे हॉट वैल्यू: %2 RU/s (अनुमति %3 RU/s: %4), %5</numerusform>
            <numerusform>कुंजी %1 · %n फ़िज़िकल पार्टिशन · सबसे हॉट वैल्यू: %3 की अनुमति (%4) में से %2 RU/s, %5</numerusform>
        </translation>
    </message>
    <message>
        <source>The hottest key value is within its limits, but the busiest physical partition uses %1 of its share at peak (%2 RU/s of %3 RU/s): provision more throughput for headroom.</source>
        <translation type="vanished">सबसे हॉट कुंजी मान अपनी सीमाओं के भीतर है, लेकिन सबसे व्यस्त फ़िज़िकल पार्टिशन पीक पर अपने हिस्से का %1 उपयोग करता है (%3 RU/s में से %2 RU/s): गुंजाइश के लिए अधिक थ्रूपुट प्रोविज़न करें।</translation>
    </message>
    <message>
        <source>The hottest key value is within its limits; the fullest physical partition holds %1 of the %2 a partition holds before it splits.</source>
        <translation type="vanished">सबसे हॉट कुंजी मान अपनी सीमाओं के भीतर है; सबसे भरे फ़िज़िकल पार्टिशन में %1 है, जबकि विभाजित होने से पहले एक पार्टिशन %2 तक रखता है।</translation>
    </message>
    <message>
        <source>The hottest key value needs %1 RU/s at peak, %2 of the %3 RU/s it can have: it is served, and no remedy would spread it further while one physical partition serves the container.</source>
        <translation>सबसे हॉट की वैल्यू को पीक पर %1 RU/s चाहिए, जो उसके लिए उपलब्ध %3 RU/s का %2 है: यह सर्व हो जाती है, और जब तक एक ही फ़िज़िकल पार्टिशन पूरे कंटेनर को सर्व करता है, कोई भी उपाय इसे और नहीं फैला सकता।</translation>
    </message>
    <message>
        <source>The hottest key value is within its limits, but the busiest physical partition gets %1 RU/s at peak, %2 of its %3 RU/s share, so requests to it can be throttled: provision more throughput or spread the load over more key values.</source>
        <translation>सबसे हॉट की वैल्यू अपनी सीमाओं में है, लेकिन सबसे व्यस्त फ़िज़िकल पार्टिशन को पीक पर %1 RU/s मिलते हैं, जो उसके %3 RU/s हिस्से का %2 है, इसलिए उसके अनुरोध थ्रॉटल हो सकते हैं: अधिक थ्रूपुट प्रोविज़न करें या लोड को ज़्यादा की वैल्यू पर फैलाएँ।</translation>
    </message>
    <message>
        <source>No remedy needed: the hottest key value is within its limits, and the busiest physical partition uses %1 of its share at peak (%2 RU/s of %3 RU/s).</source>
        <translation>किसी उपाय की ज़रूरत नहीं: सबसे हॉट की वैल्यू अपनी सीमाओं में है, और सबसे व्यस्त फ़िज़िकल पार्टिशन पीक पर अपने हिस्से का %1 इस्तेमाल करता है (%3 RU/s में से %2 RU/s)।</translation>
    </message>
</context>
<context>
    <name>cosmos::HeatmapWidget</name>
    <message>
        <source>Select a container.</source>
        <translation>एक कंटेनर चुनें।</translation>
    </message>
    <message>
        <source>Physical partitions — RU/s at peak and storage%1</source>
        <translation>फ़िज़िकल पार्टिशन — पीक पर RU/s और स्टोरेज%1</translation>
    </message>
    <message>
        <source> (what-if)</source>
        <translation> (व्हाट-इफ़)</translation>
    </message>
    <message>
        <source>%1 RU/s · %2</source>
        <translation>%1 RU/s · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n other(s), each</source>
        <translation>
            <numerusform>%n अन्य</numerusform>
            <numerusform>%n अन्य, हर एक</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3 of its limits</source>
        <translation>%1: %2, अपनी सीमाओं का %3</translation>
    </message>
</context>
<context>
    <name>cosmos::HelpActions</name>
    <message>
        <source>&amp;Welcome Page</source>
        <translation>स्वागत पृष्ठ (&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>कीबोर्ड शॉर्टकट (&amp;K)</translation>
    </message>
    <message>
        <source>&amp;How to Use Cosmos Modeler</source>
        <translation>Cosmos Modeler का इस्तेमाल कैसे करें (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Cosmos Modeler</source>
        <translation>Cosmos Modeler के बारे में (&amp;A)</translation>
    </message>
    <message>
        <source>How to Use Cosmos Modeler</source>
        <translation>Cosmos Modeler का इस्तेमाल कैसे करें</translation>
    </message>
    <message>
        <source>About Cosmos Modeler</source>
        <translation>Cosmos Modeler के बारे में</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Cosmos Modeler %1&lt;/h3&gt;&lt;p&gt;Design Azure Cosmos DB for NoSQL data models from their access patterns, with the reasons and the numbers behind every decision.&lt;/p&gt;&lt;p&gt;Built with Qt %2. MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Cosmos Modeler %1&lt;/h3&gt;&lt;p&gt;एक्सेस पैटर्न से Azure Cosmos DB for NoSQL डेटा मॉडल डिज़ाइन करें, हर निर्णय के पीछे के कारणों और आँकड़ों के साथ।&lt;/p&gt;&lt;p&gt;Qt %2 से बना। MIT लाइसेंस।&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>cosmos::ImportActions</name>
    <message>
        <source>The files hold no documents; there is nothing to infer.</source>
        <translation>फ़ाइलों में कोई दस्तावेज़ नहीं है; निकालने को कुछ नहीं है।</translation>
    </message>
    <message>
        <source>Inferred from %1</source>
        <translation>%1 से निकाला गया</translation>
    </message>
    <message>
        <source>From &amp;Sample Documents…</source>
        <translation>नमूना दस्तावेज़ों से(&amp;S)…</translation>
    </message>
    <message>
        <source>Infer a model from JSON or JSON Lines files, one file per container</source>
        <translation>JSON या JSON Lines फ़ाइलों से मॉडल निकालें, हर कंटेनर के लिए एक फ़ाइल</translation>
    </message>
    <message>
        <source>From Azure &amp;Cosmos DB…</source>
        <translation>Azure Cosmos DB से(&amp;C)…</translation>
    </message>
    <message>
        <source>Reverse-engineer a database of an account or the emulator</source>
        <translation>किसी अकाउंट या एम्युलेटर के डेटाबेस से मॉडल बनाएँ</translation>
    </message>
    <message>
        <source>The open model was not changed.</source>
        <translation>खुला मॉडल नहीं बदला गया।</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>इम्पोर्ट(&amp;I)</translation>
    </message>
    <message>
        <source>Import from Sample Documents</source>
        <translation>नमूना दस्तावेज़ों से इम्पोर्ट करें</translation>
    </message>
    <message>
        <source>JSON documents (*.json *.jsonl *.ndjson);;All files (*)</source>
        <translation>JSON दस्तावेज़ (*.json *.jsonl *.ndjson);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>Import from Azure Cosmos DB</source>
        <translation>Azure Cosmos DB से इम्पोर्ट करें</translation>
    </message>
    <message>
        <source>Import cancelled; the open model was not changed.</source>
        <translation>इम्पोर्ट रद्द किया गया; खुला मॉडल नहीं बदला गया।</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n entity(s); save the model to keep them.</source>
        <translation>
            <numerusform>%n एंटिटी इम्पोर्ट की गईं; उन्हें रखने के लिए मॉडल सहेजें।</numerusform>
            <numerusform>%n एंटिटी इम्पोर्ट की गईं; उन्हें रखने के लिए मॉडल सहेजें।</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>पंक्ति %1: %2</translation>
    </message>
    <message>
        <source>From a &amp;Requirements Document…</source>
        <translation>आवश्यकता दस्तावेज़ से(&amp;R)…</translation>
    </message>
    <message>
        <source>Read the entities, relationships and access patterns of a cosmosdb_requirements.md</source>
        <translation>cosmosdb_requirements.md से एंटिटी, संबंध और एक्सेस पैटर्न पढ़ें</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of the document could not be used as written; the patterns they concern are drafts and the checklist asks for what is missing.</source>
        <translation>
            <numerusform>दस्तावेज़ की %n पंक्ति(याँ) जैसी लिखी हैं वैसी उपयोग नहीं हो सकीं; उनसे जुड़े पैटर्न ड्राफ़्ट हैं और जो कमी है उसे चेकलिस्ट पूछती है।</numerusform>
            <numerusform>दस्तावेज़ की %n पंक्ति(याँ) जैसी लिखी हैं वैसी उपयोग नहीं हो सकीं; उनसे जुड़े पैटर्न ड्राफ़्ट हैं और जो कमी है उसे चेकलिस्ट पूछती है।</numerusform>
        </translation>
    </message>
    <message>
        <source>Import a Requirements Document</source>
        <translation>आवश्यकता दस्तावेज़ आयात करें</translation>
    </message>
    <message>
        <source>Markdown (*.md *.markdown);;All files (*)</source>
        <translation>Markdown (*.md *.markdown);;सभी फ़ाइलें (*)</translation>
    </message>
</context>
<context>
    <name>cosmos::ImportTr</name>
    <message>
        <source>&quot;%1&quot; in Key Entities is neither an entity nor &quot;A (1:M) B&quot;</source>
        <translation>Key Entities में &quot;%1&quot; न तो एंटिटी है, न &quot;A (1:M) B&quot;</translation>
    </message>
    <message>
        <source>a pattern without a number; imported as %1</source>
        <translation>बिना संख्या का पैटर्न; %1 के रूप में आयात किया गया</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a pattern number; imported as %2</source>
        <translation>&quot;%1&quot; पैटर्न संख्या नहीं है; %2 के रूप में आयात किया गया</translation>
    </message>
    <message>
        <source>pattern %1 is numbered twice (also on line %2); this one is imported as %3</source>
        <translation>पैटर्न %1 की संख्या दो बार है (पंक्ति %2 पर भी); यह वाला %3 के रूप में आयात किया गया</translation>
    </message>
    <message>
        <source>%1: %2; imported as a draft without RPS</source>
        <translation>%1: %2; बिना RPS के ड्राफ़्ट के रूप में आयात किया गया</translation>
    </message>
    <message>
        <source>%1: one figure (%2 RPS) is used as both the average and the peak</source>
        <translation>%1: एक ही आँकड़ा (%2 RPS) औसत और पीक दोनों के लिए लिया गया</translation>
    </message>
    <message>
        <source>%1: %2; imported as a query</source>
        <translation>%1: %2; क्वेरी के रूप में आयात किया गया</translation>
    </message>
    <message>
        <source>details for pattern &quot;%1&quot;, which the pattern table does not list</source>
        <translation>पैटर्न &quot;%1&quot; का विवरण, जो पैटर्न तालिका में नहीं है</translation>
    </message>
    <message>
        <source>%1 names the entity %2, which the document does not describe</source>
        <translation>%1 एंटिटी %2 का नाम लेता है, जिसका दस्तावेज़ में वर्णन नहीं है</translation>
    </message>
    <message>
        <source>a relationship of %1 with itself is not imported</source>
        <translation>%1 का स्वयं से संबंध आयात नहीं किया गया</translation>
    </message>
    <message>
        <source>no cardinality (1:1, 1:N, M:N) for %1 → %2; read as 1:N</source>
        <translation>%1 → %2 के लिए कार्डिनैलिटी (1:1, 1:N, M:N) नहीं; 1:N माना गया</translation>
    </message>
    <message>
        <source>the analysis of %1 + %2 names an entity the document does not describe</source>
        <translation>%1 + %2 का विश्लेषण ऐसी एंटिटी का नाम लेता है जिसका दस्तावेज़ में वर्णन नहीं है</translation>
    </message>
    <message>
        <source>%1 names none of the entities the document describes; imported as a draft without entities</source>
        <translation>%1 दस्तावेज़ में वर्णित किसी एंटिटी का नाम नहीं लेता; बिना एंटिटी के ड्राफ़्ट के रूप में आयात किया गया</translation>
    </message>
    <message>
        <source>%1 names %2, which the document does not describe (no size, no relationship)</source>
        <translation>%1, %2 का नाम लेता है, जिसका दस्तावेज़ में वर्णन नहीं है (न आकार, न संबंध)</translation>
    </message>
    <message>
        <source>a single document</source>
        <translation>एकल डॉक्यूमेंट</translation>
    </message>
    <message>
        <source>a multi-document container</source>
        <translation>मल्टी-डॉक्यूमेंट कंटेनर</translation>
    </message>
    <message>
        <source>separate containers</source>
        <translation>अलग-अलग कंटेनर</translation>
    </message>
    <message>
        <source>duplicated ids</source>
        <translation>दोहराई गई आईडी</translation>
    </message>
    <message>
        <source>an edge container</source>
        <translation>एज कंटेनर</translation>
    </message>
    <message>
        <source>the document gives %1 + %2 an access correlation of %3%; its access patterns give %4%</source>
        <translation>दस्तावेज़ %1 + %2 का एक्सेस सहसंबंध %3% बताता है; उसके एक्सेस पैटर्न से %4% आता है</translation>
    </message>
    <message>
        <source>the document decides %1 for %2 + %3; its patterns and sizes give %4 (rule %5)</source>
        <translation>दस्तावेज़ %2 + %3 के लिए %1 तय करता है; उसके पैटर्न और आकार से %4 आता है (नियम %5)</translation>
    </message>
    <message>
        <source>no requests per second given</source>
        <translation>प्रति सेकंड अनुरोध नहीं दिए गए</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number of requests per second</source>
        <translation>&quot;%1&quot; प्रति सेकंड अनुरोधों की संख्या नहीं है</translation>
    </message>
    <message>
        <source>no type (Read or Write) given</source>
        <translation>प्रकार (Read या Write) नहीं दिया गया</translation>
    </message>
    <message>
        <source>the type &quot;%1&quot; is neither Read nor Write</source>
        <translation>प्रकार &quot;%1&quot; न Read है न Write</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is beyond any figure a model holds; it was not read</source>
        <translation>&quot;%1&quot; किसी भी ऐसी संख्या से बड़ा है जो मॉडल रख सकता है; इसे पढ़ा नहीं गया</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is written with an exponent, which is not read; write it out (%2)</source>
        <translation>&quot;%1&quot; घातांक रूप में लिखा है, जो पढ़ा नहीं जाता; इसे पूरी संख्या में लिखें (%2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is negative; no figure here may be, so it was not read as written</source>
        <translation>&quot;%1&quot; ऋणात्मक है; यहाँ कोई संख्या ऋणात्मक नहीं हो सकती, इसलिए इसे लिखे अनुसार नहीं पढ़ा गया</translation>
    </message>
    <message>
        <source>this line begins like a table row but belongs to no table (a table starts with a header row and a delimiter row such as |---|---|, and ends at a blank line); it was not read</source>
        <translation>यह पंक्ति तालिका की पंक्ति की तरह शुरू होती है, पर किसी तालिका का हिस्सा नहीं है (तालिका एक हेडर पंक्ति और |---|---| जैसी विभाजक पंक्ति से शुरू होती है, और खाली पंक्ति पर समाप्त होती है); इसे पढ़ा नहीं गया</translation>
    </message>
    <message>
        <source>lines %1–%2 begin like table rows but belong to no table (a table starts with a header row and a delimiter row such as |---|---|, and ends at a blank line); they were not read</source>
        <translation>पंक्तियाँ %1–%2 तालिका की पंक्तियों की तरह शुरू होती हैं, पर किसी तालिका का हिस्सा नहीं हैं (तालिका एक हेडर पंक्ति और |---|---| जैसी विभाजक पंक्ति से शुरू होती है, और खाली पंक्ति पर समाप्त होती है); इन्हें पढ़ा नहीं गया</translation>
    </message>
    <message>
        <source>this table numbers patterns but has no RPS column, so it is not read as access patterns; its rows (lines %1–%2) were not read</source>
        <translation>यह तालिका पैटर्न को क्रमांक देती है पर इसमें RPS कॉलम नहीं है, इसलिए इसे एक्सेस पैटर्न के रूप में नहीं पढ़ा गया; इसकी पंक्तियाँ (%1–%2) नहीं पढ़ी गईं</translation>
    </message>
</context>
<context>
    <name>cosmos::InspectorPanel</name>
    <message>
        <source>Several objects are selected. Select one to edit it.</source>
        <translation>कई ऑब्जेक्ट चुने गए हैं। संपादित करने के लिए एक चुनें।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Application&lt;/b&gt;&lt;br&gt;&lt;span style=&apos;color:gray&apos;&gt;Select an entity, relationship or access pattern to edit it.&lt;/span&gt;</source>
        <translation>&lt;b&gt;एप्लिकेशन&lt;/b&gt;&lt;br&gt;&lt;span style=&apos;color:gray&apos;&gt;संपादित करने के लिए कोई एंटिटी, रिलेशनशिप या एक्सेस पैटर्न चुनें।&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <source>Edit Application Name</source>
        <translation>एप्लिकेशन का नाम संपादित करें</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>डोमेन</translation>
    </message>
    <message>
        <source>Edit Domain</source>
        <translation>डोमेन संपादित करें</translation>
    </message>
    <message>
        <source>Business context</source>
        <translation>व्यावसायिक संदर्भ</translation>
    </message>
    <message>
        <source>Edit Business Context</source>
        <translation>व्यावसायिक संदर्भ संपादित करें</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>पैमाना</translation>
    </message>
    <message>
        <source>Edit Scale Notes</source>
        <translation>पैमाने के नोट संपादित करें</translation>
    </message>
    <message>
        <source>Edit Regions</source>
        <translation>रीजन संपादित करें</translation>
    </message>
    <message>
        <source>e.g. japaneast, westeurope</source>
        <translation>उदा. japaneast, westeurope</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>रीजन</translation>
    </message>
    <message>
        <source>Writes in every region</source>
        <translation>हर रीजन में राइट</translation>
    </message>
    <message>
        <source>Edit Multi-Region Writes</source>
        <translation>मल्टी-रीजन राइट संपादित करें</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>कैपेसिटी</translation>
    </message>
    <message>
        <source>Edit Capacity Mode</source>
        <translation>कैपेसिटी मोड संपादित करें</translation>
    </message>
    <message>
        <source>Consistency</source>
        <translation>कंसिस्टेंसी</translation>
    </message>
    <message>
        <source>Edit Consistency</source>
        <translation>कंसिस्टेंसी संपादित करें</translation>
    </message>
</context>
<context>
    <name>cosmos::KeyTable</name>
    <message>
        <source>Attribute</source>
        <translation>एट्रिब्यूट</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>शर्त</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>क्रम</translation>
    </message>
    <message>
        <source>Add Filter</source>
        <translation>फ़िल्टर जोड़ें</translation>
    </message>
    <message>
        <source>Add Sort Key</source>
        <translation>सॉर्ट कुंजी जोड़ें</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>हटाएँ</translation>
    </message>
</context>
<context>
    <name>cosmos::MainWindow</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>फ़ाइल (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>संपादन (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>पूर्ववत करें (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>फिर से करें (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>मॉडल (&amp;M)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>दृश्य (&amp;V)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>मुख्य</translation>
    </message>
    <message>
        <source>%1[*] — Cosmos Modeler</source>
        <translation>%1[*] — Cosmos Modeler</translation>
    </message>
    <message>
        <source>Restored the unsaved changes of %1.</source>
        <translation>%1 के बिना सहेजे बदलाव बहाल किए गए।</translation>
    </message>
    <message>
        <source>a replay script is a JSON array of change sets</source>
        <translation>रीप्ले स्क्रिप्ट बदलाव सेट का JSON ऐरे होती है</translation>
    </message>
    <message>
        <source>Replayed Edit</source>
        <translation>रीप्ले किया गया संपादन</translation>
    </message>
    <message>
        <source>&amp;Explain Selection</source>
        <translation>चयन समझाएँ (&amp;E)</translation>
    </message>
    <message>
        <source>Show the inputs, the rule and the numbers behind the selection</source>
        <translation>चयन के पीछे के इनपुट, नियम और आँकड़े दिखाएँ</translation>
    </message>
    <message numerus="yes">
        <source>Cannot be served (%n reason(s)) · </source>
        <translation>
            <numerusform>ज़रूरतें पूरी नहीं की जा सकतीं (%n कारण) · </numerusform>
            <numerusform>ज़रूरतें पूरी नहीं की जा सकतीं (%n कारण) · </numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>विश्लेषण हो रहा है…</translation>
    </message>
    <message>
        <source>The model is being analysed; the panels show the previous analysis until it is done.</source>
        <translation>मॉडल का विश्लेषण हो रहा है; विश्लेषण पूरा होने तक पैनल पिछला विश्लेषण दिखाते हैं।</translation>
    </message>
    <message>
        <source>Unsaved changes are not protected: the recovery copy cannot be written (%1).</source>
        <translation type="vanished">बिना सहेजे बदलाव सुरक्षित नहीं हैं: रिकवरी कॉपी लिखी नहीं जा सकती (%1)।</translation>
    </message>
    <message>
        <source>Cannot Restore</source>
        <translation>बहाल नहीं किया जा सकता</translation>
    </message>
    <message>
        <source>The recovery copy %1 cannot be read: %2
It was left in place.</source>
        <translation>रिकवरी कॉपी %1 पढ़ी नहीं जा सकती: %2
उसे उसी जगह रहने दिया गया है।</translation>
    </message>
    <message>
        <source>Restored the unsaved changes of %1; the recovery copy was kept because a new one cannot be written (%2).</source>
        <translation>%1 के बिना सहेजे बदलाव बहाल किए गए; रिकवरी कॉपी रखी गई है क्योंकि नई कॉपी लिखी नहीं जा सकती (%2)।</translation>
    </message>
    <message numerus="yes">
        <source>%n container(s) · %1 RU/s peak · %2/month</source>
        <translation>
            <numerusform>%n कंटेनर · पीक %1 RU/s · %2/माह</numerusform>
            <numerusform>%n कंटेनर · पीक %1 RU/s · %2/माह</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>सहायता (&amp;H)</translation>
    </message>
</context>
<context>
    <name>cosmos::Minimap</name>
    <message>
        <source>Overview: click or drag to move the view</source>
        <translation>अवलोकन: व्यू को हिलाने के लिए क्लिक या ड्रैग करें</translation>
    </message>
</context>
<context>
    <name>cosmos::ModelDocument</name>
    <message>
        <source>Untitled</source>
        <translation>शीर्षकहीन</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more)</source>
        <translation>
            <numerusform>%1 (और %n अन्य)</numerusform>
            <numerusform>%1 (और %n अन्य)</numerusform>
        </translation>
    </message>
    <message>
        <source>the model does not allow this change</source>
        <translation>मॉडल इस बदलाव की अनुमति नहीं देता</translation>
    </message>
</context>
<context>
    <name>cosmos::ModelScene</name>
    <message>
        <source>unbounded</source>
        <translation>असीमित</translation>
    </message>
    <message>
        <source>× %1 avg · %2 max</source>
        <translation>× औसत %1 · अधिकतम %2</translation>
    </message>
    <message>
        <source>%1 avg</source>
        <translation>औसत %1</translation>
    </message>
    <message>
        <source>%1 max</source>
        <translation>अधिकतम %1</translation>
    </message>
    <message>
        <source>%1 docs</source>
        <translation>%1 डॉक्यूमेंट</translation>
    </message>
    <message>
        <source>growing</source>
        <translation>बढ़ रहा</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>अनिर्णीत</translation>
    </message>
    <message>
        <source>embed</source>
        <translation>एम्बेड</translation>
    </message>
    <message>
        <source>co-locate</source>
        <translation>को-लोकेट</translation>
    </message>
    <message>
        <source>separate</source>
        <translation>अलग</translation>
    </message>
    <message>
        <source>ids on both sides</source>
        <translation>दोनों साइड ids</translation>
    </message>
    <message>
        <source>edge container</source>
        <translation>एज कंटेनर</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ठीक</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>चेतावनी</translation>
    </message>
    <message>
        <source>hot</source>
        <translation>हॉट</translation>
    </message>
    <message>
        <source>Select it and press F1 for the whole explanation.</source>
        <translation>पूरी व्याख्या के लिए इसे चुनें और F1 दबाएँ।</translation>
    </message>
    <message>
        <source>cannot be served</source>
        <translation>ज़रूरतें पूरी नहीं की जा सकतीं</translation>
    </message>
    <message numerus="yes">
        <source>%1 RU/s peak · %n partition(s) · %2 · %3/month</source>
        <translation>
            <numerusform>पीक %1 RU/s · %n पार्टिशन · %2 · %3/माह</numerusform>
            <numerusform>पीक %1 RU/s · %n पार्टिशन · %2 · %3/माह</numerusform>
        </translation>
    </message>
    <message>
        <source>1:1</source>
        <translation>1:1</translation>
    </message>
    <message>
        <source>1:few</source>
        <translation>1:कुछ</translation>
    </message>
    <message>
        <source>1:N</source>
        <translation>1:N</translation>
    </message>
    <message>
        <source>N:M</source>
        <translation>N:M</translation>
    </message>
    <message>
        <source>index: copies of %1</source>
        <translation>इंडेक्स: %1 की कॉपियाँ</translation>
    </message>
    <message>
        <source>change feed: copies of %1</source>
        <translation>चेंज फ़ीड: %1 की कॉपियाँ</translation>
    </message>
    <message>
        <source>global secondary index (preview)</source>
        <translation>ग्लोबल सेकेंडरी इंडेक्स (प्रीव्यू)</translation>
    </message>
    <message>
        <source>change-feed view</source>
        <translation>चेंज फ़ीड व्यू</translation>
    </message>
    <message>
        <source>%1 docs (derived)</source>
        <translation>%1 डॉक (निकाले गए)</translation>
    </message>
</context>
<context>
    <name>cosmos::ModelView</name>
    <message>
        <source>ok</source>
        <translation>ठीक</translation>
    </message>
    <message>
        <source>warning (≥ 50% of a limit)</source>
        <translation>चेतावनी (किसी सीमा का ≥ 50%)</translation>
    </message>
    <message>
        <source>hot (over a limit)</source>
        <translation>हॉट (सीमा से ऊपर)</translation>
    </message>
    <message>
        <source>Partition heat</source>
        <translation>पार्टिशन हीट</translation>
    </message>
</context>
<context>
    <name>cosmos::ModelWriter</name>
    <message>
        <source>the write failed</source>
        <translation>लिखना विफल रहा</translation>
    </message>
    <message>
        <source>the model would be %1 MB; model files larger than %2 MB cannot be opened again, so it was not written</source>
        <translation>मॉडल %1 MB का होगा; %2 MB से बड़ी मॉडल फ़ाइलें फिर से नहीं खोली जा सकतीं, इसलिए इसे लिखा नहीं गया</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes reached the disk</source>
        <translation>%2 में से केवल %1 बाइट डिस्क तक पहुँचे</translation>
    </message>
</context>
<context>
    <name>cosmos::PanelDocks</name>
    <message>
        <source>Inspector</source>
        <translation>इंस्पेक्टर</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>मान्यताएँ</translation>
    </message>
    <message>
        <source>Access Patterns</source>
        <translation>एक्सेस पैटर्न</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>निर्णय</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>कंटेनर</translation>
    </message>
    <message>
        <source>Hot Partitions</source>
        <translation>हॉट पार्टिशन</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>लागत</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>पैनल (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>लेआउट रीसेट करें (&amp;R)</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>व्याख्या</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>एक्सपोर्ट</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>तुलना</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>सलाहकार</translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation>चेकलिस्ट</translation>
    </message>
</context>
<context>
    <name>cosmos::PatternCaption</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 में से %1</translation>
    </message>
    <message>
        <source>Drives: %1</source>
        <translation>प्रभावित करता है: %1</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>अभी विश्लेषण नहीं हुआ।</translation>
    </message>
</context>
<context>
    <name>cosmos::PatternInspector</name>
    <message>
        <source>Description</source>
        <translation>विवरण</translation>
    </message>
    <message>
        <source>Edit Description</source>
        <translation>विवरण संपादित करें</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>ऑपरेशन</translation>
    </message>
    <message>
        <source>Edit Operation</source>
        <translation>ऑपरेशन संपादित करें</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>एंटिटी</translation>
    </message>
    <message>
        <source>Primary entity</source>
        <translation>प्राथमिक एंटिटी</translation>
    </message>
    <message>
        <source>RPS (average)</source>
        <translation>RPS (औसत)</translation>
    </message>
    <message>
        <source>Edit Average RPS</source>
        <translation>औसत RPS संपादित करें</translation>
    </message>
    <message>
        <source>RPS (peak)</source>
        <translation>RPS (पीक)</translation>
    </message>
    <message>
        <source>Edit Peak RPS</source>
        <translation>पीक RPS संपादित करें</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>फ़िल्टर</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>सॉर्ट</translation>
    </message>
    <message>
        <source>Edit Projection</source>
        <translation>प्रोजेक्शन संपादित करें</translation>
    </message>
    <message>
        <source>attributes returned, comma-separated</source>
        <translation>लौटाए जाने वाले एट्रिब्यूट, कॉमा से अलग</translation>
    </message>
    <message>
        <source>Attributes needed</source>
        <translation>आवश्यक एट्रिब्यूट</translation>
    </message>
    <message>
        <source>Results per request</source>
        <translation>प्रति अनुरोध परिणाम</translation>
    </message>
    <message>
        <source>Edit Result Count</source>
        <translation>परिणाम संख्या संपादित करें</translation>
    </message>
    <message>
        <source>Latency SLO (ms)</source>
        <translation>लेटेंसी SLO (ms)</translation>
    </message>
    <message>
        <source>Edit Latency SLO</source>
        <translation>लेटेंसी SLO संपादित करें</translation>
    </message>
    <message>
        <source>Consistency</source>
        <translation>कंसिस्टेंसी</translation>
    </message>
    <message>
        <source>Edit Consistency</source>
        <translation>कंसिस्टेंसी संपादित करें</translation>
    </message>
    <message>
        <source>Application default</source>
        <translation>एप्लिकेशन डिफ़ॉल्ट</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>स्थिति</translation>
    </message>
    <message>
        <source>Edit Status</source>
        <translation>स्थिति संपादित करें</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>क्वेरी</translation>
    </message>
    <message>
        <source>Edit Filters</source>
        <translation>फ़िल्टर संपादित करें</translation>
    </message>
    <message>
        <source>Edit Sort</source>
        <translation>सॉर्ट संपादित करें</translation>
    </message>
    <message>
        <source>Edit Query</source>
        <translation>क्वेरी संपादित करें</translation>
    </message>
    <message>
        <source>Edit Pattern Entities</source>
        <translation>पैटर्न की एंटिटी संपादित करें</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 RU per request · %4 RU/s average, %5 at peak</source>
        <translation>%1 · %2 · प्रति अनुरोध %3 RU · औसतन %4 RU/s, पीक पर %5</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Edit Top K</source>
        <translation>शीर्ष K संपादित करें</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>A search&apos;s TOP k: the best-ranked results it returns. Empty: 10.</source>
        <translation>सर्च का TOP k: वह जितने सबसे ऊँची रैंक वाले परिणाम लौटाती है। खाली: 10।</translation>
    </message>
    <message>
        <source>Search results (top k)</source>
        <translation>सर्च परिणाम (शीर्ष k)</translation>
    </message>
    <message>
        <source>How this cross-partition read is served: a copy keyed for it, the key passed by the caller, or every partition asked. Numbers are estimates from the design as modelled.</source>
        <translation>यह क्रॉस-पार्टिशन रीड कैसे सर्व हो: उसके लिए कुंजी वाली कॉपी, कॉलर द्वारा दी गई कुंजी, या हर पार्टिशन से पूछना। संख्याएँ मॉडल किए गए डिज़ाइन से अनुमान हैं।</translation>
    </message>
    <message>
        <source>Served by</source>
        <translation>सर्व करने का तरीका</translation>
    </message>
    <message>
        <source>+%1 a month</source>
        <translation>+%1 प्रति माह</translation>
    </message>
    <message>
        <source>−%1 a month</source>
        <translation>−%1 प्रति माह</translation>
    </message>
    <message>
        <source>Choose How a Read Is Served</source>
        <translation>रीड सर्व करने का तरीका चुनें</translation>
    </message>
    <message>
        <source>Caller passes %1</source>
        <translation>कॉलर %1 देता है</translation>
    </message>
    <message>
        <source>Index %1 (preview)</source>
        <translation>इंडेक्स %1 (प्रीव्यू)</translation>
    </message>
    <message>
        <source>Feed view %1</source>
        <translation>फ़ीड व्यू %1</translation>
    </message>
    <message>
        <source>View in %1</source>
        <translation>%1 में व्यू</translation>
    </message>
    <message>
        <source>%1: %2 RU, %3</source>
        <translation>%1: %2 RU, %3</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>अनुशंसित: %1</translation>
    </message>
    <message>
        <source>Recommended: every partition asked</source>
        <translation>अनुशंसित: हर पार्टिशन से पूछना</translation>
    </message>
    <message>
        <source>Every partition: %1 RU</source>
        <translation>हर पार्टिशन: %1 RU</translation>
    </message>
    <message>
        <source>Every partition</source>
        <translation>हर पार्टिशन</translation>
    </message>
</context>
<context>
    <name>cosmos::PresentationMode</name>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>प्रेज़ेंटेशन मोड (&amp;P)</translation>
    </message>
    <message>
        <source>Full screen for a review or a lesson: large type, high contrast, step through the access patterns with the arrow keys</source>
        <translation>समीक्षा या पाठ के लिए फ़ुल स्क्रीन: बड़े अक्षर, हाई कंट्रास्ट, ऐरो कुंजियों से एक्सेस पैटर्न पर एक-एक करके जाएँ</translation>
    </message>
    <message>
        <source>&amp;Walk Through Access Patterns</source>
        <translation>एक्सेस पैटर्न पर एक-एक करके जाएँ (&amp;W)</translation>
    </message>
</context>
<context>
    <name>cosmos::RecoveryDialog</name>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>बिना सहेजे काम की रिकवरी</translation>
    </message>
    <message>
        <source>Cosmos Modeler did not close normally. These models had changes that were not saved; a copy of each was kept.</source>
        <translation>Cosmos Modeler सामान्य रूप से बंद नहीं हुआ। इन मॉडलों में ऐसे बदलाव थे जो सहेजे नहीं गए थे; हर एक की कॉपी रखी गई है।</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>बहाल करें</translation>
    </message>
    <message>
        <source>Discard All</source>
        <translation>सभी हटाएँ</translation>
    </message>
    <message>
        <source>Decide Later</source>
        <translation>बाद में तय करें</translation>
    </message>
    <message>
        <source>a new, never saved model</source>
        <translation>एक नया, कभी न सहेजा गया मॉडल</translation>
    </message>
    <message>
        <source>%1 (%2)
%3 entities, %4 relationships, %5 access patterns — %6 unsaved edit(s), copy saved %7</source>
        <translation>%1 (%2)
%3 एंटिटी, %4 रिलेशनशिप, %5 एक्सेस पैटर्न — %6 बिना सहेजे संपादन, कॉपी सहेजी गई %7</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>शीर्षकहीन</translation>
    </message>
</context>
<context>
    <name>cosmos::RecoveryWarning</name>
    <message>
        <source>⚠ No recovery copy can be written in %1: unsaved changes are not protected against a crash.</source>
        <translation>⚠ %1 में कोई रिकवरी कॉपी नहीं लिखी जा सकती: बिना सहेजे बदलाव क्रैश से सुरक्षित नहीं हैं।</translation>
    </message>
    <message>
        <source>The recovery copy could not be written (%1). Save the model, or make %2 writable: the next copy is tried within seconds.</source>
        <translation>रिकवरी कॉपी नहीं लिखी जा सकी (%1)। मॉडल सहेजें, या %2 को लिखने योग्य बनाएँ: अगली कॉपी कुछ सेकंड में फिर आज़माई जाएगी।</translation>
    </message>
</context>
<context>
    <name>cosmos::RefusalPresenter</name>
    <message>
        <source>The change</source>
        <translation>यह बदलाव</translation>
    </message>
    <message>
        <source>⚠ %1 was not done: %2. Nothing was changed.</source>
        <translation>⚠ %1 नहीं हुआ: %2। कुछ भी नहीं बदला।</translation>
    </message>
</context>
<context>
    <name>cosmos::RelationshipInspector</name>
    <message>
        <source>Parent</source>
        <translation>पैरेंट</translation>
    </message>
    <message>
        <source>Child</source>
        <translation>चाइल्ड</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>प्रकार</translation>
    </message>
    <message>
        <source>Edit Relationship Kind</source>
        <translation>रिलेशनशिप का प्रकार संपादित करें</translation>
    </message>
    <message>
        <source>Children per parent (avg)</source>
        <translation>प्रति पैरेंट चाइल्ड (औसत)</translation>
    </message>
    <message>
        <source>Edit Average Children</source>
        <translation>औसत चाइल्ड संपादित करें</translation>
    </message>
    <message>
        <source>Edit Maximum Children</source>
        <translation>अधिकतम चाइल्ड संपादित करें</translation>
    </message>
    <message>
        <source>a number, or unbounded</source>
        <translation>एक संख्या, या unbounded</translation>
    </message>
    <message>
        <source>Children per parent (max)</source>
        <translation>प्रति पैरेंट चाइल्ड (अधिकतम)</translation>
    </message>
    <message>
        <source>Parents per child (avg)</source>
        <translation>प्रति चाइल्ड पैरेंट (औसत)</translation>
    </message>
    <message>
        <source>Edit Average Parents</source>
        <translation>औसत पैरेंट संपादित करें</translation>
    </message>
    <message>
        <source>Parents per child (max)</source>
        <translation>प्रति चाइल्ड पैरेंट (अधिकतम)</translation>
    </message>
    <message>
        <source>Edit Maximum Parents</source>
        <translation>अधिकतम पैरेंट संपादित करें</translation>
    </message>
    <message>
        <source>Identifying (the child cannot exist without its parent)</source>
        <translation>आइडेंटिफ़ाइंग (चाइल्ड अपने पैरेंट के बिना मौजूद नहीं रह सकता)</translation>
    </message>
    <message>
        <source>Edit Identifying</source>
        <translation>आइडेंटिफ़ाइंग संपादित करें</translation>
    </message>
    <message>
        <source>The child is updated on its own</source>
        <translation>चाइल्ड अपने आप अपडेट होता है</translation>
    </message>
    <message>
        <source>Edit Independent Updates</source>
        <translation>स्वतंत्र अपडेट संपादित करें</translation>
    </message>
    <message>
        <source>Edit Relationship</source>
        <translation>रिलेशनशिप संपादित करें</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>अनिर्णीत</translation>
    </message>
    <message>
        <source>%1 (rule %2)</source>
        <translation>%1 (नियम %2)</translation>
    </message>
    <message>
        <source>, correlation %1</source>
        <translation>, सहसंबंध %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Decision: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;निर्णय: %2</translation>
    </message>
</context>
<context>
    <name>cosmos::SampleGallery</name>
    <message>
        <source>What to look for</source>
        <translation>किस पर ध्यान दें</translation>
    </message>
    <message>
        <source>Left out on purpose</source>
        <translation>जानबूझकर छोड़ा गया</translation>
    </message>
    <message>
        <source>New from Sample</source>
        <translation>सैंपल से नया</translation>
    </message>
</context>
<context>
    <name>cosmos::SearchSettingsForm</name>
    <message>
        <source>Numbers per embedding, as the embedding model produces them: 1 to 4,096 (505 at most with a flat index)</source>
        <translation>हर एम्बेडिंग में संख्याएँ, जैसी एम्बेडिंग मॉडल देता है: 1 से 4,096 (फ़्लैट इंडेक्स के साथ अधिकतम 505)</translation>
    </message>
    <message>
        <source>DiskANN and quantized flat need 1,000 vectors before they index; flat compares every vector exactly; none leaves searches to a full scan</source>
        <translation>DiskANN और क्वांटाइज़्ड फ़्लैट 1,000 वेक्टर होने पर ही इंडेक्स बनाते हैं; फ़्लैट हर वेक्टर की सटीक तुलना करता है; कोई नहीं चुनने पर खोज पूरा स्कैन करती है</translation>
    </message>
    <message>
        <source>Vector search</source>
        <translation>वेक्टर खोज</translation>
    </message>
    <message>
        <source>Dimensions</source>
        <translation>आयाम</translation>
    </message>
    <message>
        <source>Data type</source>
        <translation>डेटा टाइप</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>दूरी</translation>
    </message>
    <message>
        <source>Vector index</source>
        <translation>वेक्टर इंडेक्स</translation>
    </message>
    <message>
        <source>Searched as full text</source>
        <translation>फ़ुल-टेक्स्ट खोज में शामिल</translation>
    </message>
    <message>
        <source>Adds the path to the container&apos;s full-text policy and index, for FullTextContains and FullTextScore</source>
        <translation>FullTextContains और FullTextScore के लिए यह पाथ कंटेनर की फ़ुल-टेक्स्ट पॉलिसी और इंडेक्स में जोड़ता है</translation>
    </message>
    <message>
        <source>English is generally available; the other languages are in preview</source>
        <translation>अंग्रेज़ी सामान्य रूप से उपलब्ध है; बाकी भाषाएँ प्रीव्यू में हैं</translation>
    </message>
    <message>
        <source>Full-text search</source>
        <translation>फ़ुल-टेक्स्ट खोज</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>भाषा</translation>
    </message>
</context>
<context>
    <name>cosmos::ShortcutSheet</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>कीबोर्ड शॉर्टकट</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>कमांड</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>कुंजियाँ</translation>
    </message>
    <message>
        <source>Add an entity where you click</source>
        <translation>जहाँ क्लिक करें वहाँ एंटिटी जोड़ें</translation>
    </message>
    <message>
        <source>Double-click the background</source>
        <translation>बैकग्राउंड पर डबल-क्लिक करें</translation>
    </message>
    <message>
        <source>Rename the card</source>
        <translation>कार्ड का नाम बदलें</translation>
    </message>
    <message>
        <source>Double-click its title, or F2</source>
        <translation>उसके शीर्षक पर डबल-क्लिक करें, या F2</translation>
    </message>
    <message>
        <source>Relate two entities</source>
        <translation>दो एंटिटी को आपस में जोड़ें</translation>
    </message>
    <message>
        <source>Drag from the parent card&apos;s handle to the child</source>
        <translation>पैरेंट कार्ड के हैंडल से चाइल्ड तक ड्रैग करें</translation>
    </message>
    <message>
        <source>Select several</source>
        <translation>कई चुनें</translation>
    </message>
    <message>
        <source>Ctrl+click, or drag a rectangle over the background</source>
        <translation>Ctrl+क्लिक, या बैकग्राउंड पर आयत बनाते हुए ड्रैग करें</translation>
    </message>
    <message>
        <source>Move the selected cards</source>
        <translation>चयनित कार्ड ले जाएँ</translation>
    </message>
    <message>
        <source>Drag them, or the arrow keys (with Shift: five grid steps)</source>
        <translation>उन्हें ड्रैग करें, या ऐरो कुंजियाँ (Shift के साथ: ग्रिड के पाँच चरण)</translation>
    </message>
    <message>
        <source>Delete the selection</source>
        <translation>चयनित ऑब्जेक्ट हटाएँ</translation>
    </message>
    <message>
        <source>Del or Backspace</source>
        <translation>Del या Backspace</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>ज़ूम</translation>
    </message>
    <message>
        <source>Ctrl+wheel, or pinch</source>
        <translation>Ctrl+व्हील, या पिंच</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>पैन</translation>
    </message>
    <message>
        <source>Space+drag, or drag with the middle button</source>
        <translation>Space+ड्रैग, या बीच वाले बटन से ड्रैग करें</translation>
    </message>
    <message>
        <source>Cancel a rename or a connection</source>
        <translation>नाम बदलना या कनेक्शन रद्द करें</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>अगला चरण</translation>
    </message>
    <message>
        <source>Right or Down arrow, Page Down, Space or Enter</source>
        <translation>दायाँ या नीचे ऐरो, Page Down, Space या Enter</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>पिछला चरण</translation>
    </message>
    <message>
        <source>Left or Up arrow, Page Up or Backspace</source>
        <translation>बायाँ या ऊपर ऐरो, Page Up या Backspace</translation>
    </message>
    <message>
        <source>First and last step</source>
        <translation>पहला और अंतिम चरण</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <source>On the canvas</source>
        <translation>कैनवास पर</translation>
    </message>
    <message>
        <source>In the presentation and walkthrough</source>
        <translation>प्रेज़ेंटेशन और वॉकथ्रू में</translation>
    </message>
    <message>
        <source>Leave the presentation</source>
        <translation>प्रेज़ेंटेशन से बाहर निकलें</translation>
    </message>
</context>
<context>
    <name>cosmos::TopValuesTable</name>
    <message>
        <source>Value</source>
        <translation>वैल्यू</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>अनुरोध</translation>
    </message>
    <message>
        <source>RU/s at peak</source>
        <translation>पीक पर RU/s</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>स्टोरेज</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>पार्टिशन</translation>
    </message>
    <message>
        <source>Use of a value&apos;s limits</source>
        <translation>वैल्यू की सीमाओं का उपयोग</translation>
    </message>
    <message>
        <source>The larger of its RU/s and its storage against what one key value can have: its share of the throughput (at most 10,000 RU/s) and 20 GB.</source>
        <translation>एक कुंजी वैल्यू को जो मिल सकता है (थ्रूपुट का उसका हिस्सा, अधिकतम 10,000 RU/s, और 20 GB), उसकी तुलना में उसके RU/s और स्टोरेज में से जो बड़ा हो।</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
</context>
<context>
    <name>cosmos::UiLanguage</name>
    <message>
        <source>&amp;Language</source>
        <translation>भाषा (&amp;L)</translation>
    </message>
</context>
<context>
    <name>cosmos::WelcomePage</name>
    <message>
        <source>Cosmos Modeler</source>
        <translation>Cosmos Modeler</translation>
    </message>
    <message>
        <source>Design Azure Cosmos DB data models from the way the application reads and writes them. Every decision comes with its reasons and its numbers.</source>
        <translation>Azure Cosmos DB डेटा मॉडल उस तरीक़े से डिज़ाइन करें जिससे एप्लिकेशन उन्हें पढ़ता और लिखता है। हर निर्णय अपने कारणों और आँकड़ों के साथ आता है।</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>शुरू करें</translation>
    </message>
    <message>
        <source>Recent models</source>
        <translation>हाल के मॉडल</translation>
    </message>
    <message>
        <source>Learn from a sample</source>
        <translation>सैंपल से सीखें</translation>
    </message>
    <message>
        <source>Build your first model</source>
        <translation>अपना पहला मॉडल बनाएँ</translation>
    </message>
    <message>
        <source>New model</source>
        <translation>नया मॉडल</translation>
    </message>
    <message>
        <source>An empty canvas.</source>
        <translation>ख़ाली कैनवास।</translation>
    </message>
    <message>
        <source>Open a model…</source>
        <translation>मॉडल खोलें…</translation>
    </message>
    <message>
        <source>A model file (.cosmos.json) from your disk.</source>
        <translation>आपकी डिस्क से एक मॉडल फ़ाइल (.cosmos.json)।</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>कीबोर्ड शॉर्टकट</translation>
    </message>
    <message>
        <source>Every key and mouse gesture of the canvas and the menus.</source>
        <translation>कैनवास और मेनू की हर कुंजी और माउस जेस्चर।</translation>
    </message>
    <message>
        <source>None yet: the models you open or save appear here.</source>
        <translation>अभी कोई नहीं: आप जो मॉडल खोलेंगे या सहेजेंगे, वे यहाँ दिखेंगे।</translation>
    </message>
    <message>
        <source>An empty canvas, and beside it the steps from the first entity to a costed design.</source>
        <translation>ख़ाली कैनवास, और उसके साथ पहली एंटिटी से लेकर लागत सहित डिज़ाइन तक के चरण।</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Design Azure Cosmos DB data models from access patterns.</source>
        <translation>एक्सेस पैटर्न से Azure Cosmos DB डेटा मॉडल डिज़ाइन करें।</translation>
    </message>
    <message>
        <source>A model file to open.</source>
        <translation>खोलने के लिए मॉडल फ़ाइल।</translation>
    </message>
    <message>
        <source>Render the window with the model to OUT.png and exit.</source>
        <translation>मॉडल के साथ विंडो को OUT.png में रेंडर करें और बाहर निकलें।</translation>
    </message>
    <message>
        <source>Window size for --screenshot (default 1600x1000).</source>
        <translation>--screenshot के लिए विंडो आकार (डिफ़ॉल्ट 1600x1000)।</translation>
    </message>
    <message>
        <source>Colour theme: system, light, dark or high-contrast.</source>
        <translation>रंग थीम: system, light, dark या high-contrast।</translation>
    </message>
    <message>
        <source>Select an entity, relationship or access pattern by id.</source>
        <translation>id से कोई एंटिटी, रिलेशनशिप या एक्सेस पैटर्न चुनें।</translation>
    </message>
    <message>
        <source>Apply the edits in SCRIPT.json one by one, as a user would.</source>
        <translation>SCRIPT.json के संपादन एक-एक करके लागू करें, जैसे कोई उपयोगकर्ता करता।</translation>
    </message>
    <message>
        <source>Seconds between recovery copies (default 30).</source>
        <translation type="vanished">रिकवरी कॉपी के बीच सेकंड (डिफ़ॉल्ट 30)।</translation>
    </message>
    <message>
        <source>Start in presentation mode.</source>
        <translation>प्रेज़ेंटेशन मोड में शुरू करें।</translation>
    </message>
    <message>
        <source>With --presentation: the walkthrough step to show (1 = first).</source>
        <translation>--presentation के साथ: दिखाने के लिए वॉकथ्रू का चरण (1 = पहला)।</translation>
    </message>
    <message>
        <source>User interface language for this run: en, ja or hi (default: the one chosen in View &gt; Language).</source>
        <translation>इस रन के लिए यूज़र इंटरफ़ेस की भाषा: en, ja या hi (डिफ़ॉल्ट: दृश्य &gt; भाषा में चुनी गई भाषा)।</translation>
    </message>
    <message>
        <source>Show the current design side by side with the alternative called NAME.</source>
        <translation>मौजूदा डिज़ाइन को NAME नाम के वैकल्पिक डिज़ाइन के साथ-साथ दिखाएँ।</translation>
    </message>
    <message>
        <source>Bring a panel to the front (for --screenshot): inspector, explain, assumptions, accessPatterns, decisions, containers, heatmap, costs, export, comparison, advisor, checklist.</source>
        <translation>एक पैनल को सामने लाएँ (--screenshot के लिए): inspector, explain, assumptions, accessPatterns, decisions, containers, heatmap, costs, export, comparison, advisor, checklist।</translation>
    </message>
    <message>
        <source>With --screenshot: show the welcome page, as on a start without a model.</source>
        <translation>--screenshot के साथ: स्वागत पृष्ठ दिखाएँ, जैसे बिना मॉडल के शुरू करने पर।</translation>
    </message>
    <message>
        <source>The longest an edit waits for its recovery copy, in seconds (default 5).</source>
        <translation>किसी बदलाव को अपनी रिकवरी कॉपी के लिए अधिकतम कितने सेकंड रुकना पड़ता है (डिफ़ॉल्ट 5)।</translation>
    </message>
</context>
</TS>
