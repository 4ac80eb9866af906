// SPDX-License-Identifier: MIT
// Inference from sample documents (FORMAT.md section 5): the stream reader, the value
// sketch and the model built from them, on documents whose figures are counted by hand.
#include "model/inference/documentinference.h"
#include "model/inference/documentstream.h"
#include "model/inference/inferredmodelfile.h"
#include "model/inference/valuesketch.h"
#include "model/io/orderedjson.h"
#include "testsupport.h"

#include <QBuffer>
#include <QTest>

#include <cmath>
#include <string>

using namespace cosmos;
using test::attribute;
using test::entity;

namespace {

struct StreamRun {
    std::vector<SampleDocument> documents;
    QString error;
    qsizetype errorLine = 0;
};

StreamRun readAll(const QByteArray &text)
{
    QByteArray copy = text;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    DocumentStream stream(buffer);
    StreamRun run;
    for (;;) {
        const DocumentStream::Status status = stream.next();
        if (status == DocumentStream::Status::End)
            return run;
        if (status == DocumentStream::Status::Error) {
            run.error = stream.error();
            run.errorLine = stream.errorLine();
            return run;
        }
        run.documents.push_back(stream.document());
    }
}

// Three orders and a shipment in one container, two customers without a type in another.
// The orders' compact JSON without system properties is 200, 176 and 130 bytes.
const char *const kOrders[] = {
    R"({"id":"o1","type":"order","customerId":"c1","status":"open","total":10,"lines":[{"sku":"a","qty":1},{"sku":"b","qty":2}],"tags":["x","y"],"address":{"city":"Tokyo"},"createdAt":"2026-01-01T10:00:00Z"})",
    R"({"id":"o2","type":"order","customerId":"c1","status":"open","total":20,"lines":[{"sku":"a","qty":3}],"tags":["x"],"address":{"city":"Osaka"},"createdAt":"2026-01-02T10:00:00Z"})",
    R"({"id":"o3","type":"order","customerId":"c2","status":"shipped","total":30,"lines":[],"tags":[],"createdAt":"2026-01-03T10:00:00Z","_rid":"abc","_ts":1700000000,"_etag":"00000000-0000"})",
    R"({"id":"s1","type":"shipment","orderId":"o3","carrier":"ups"})",
};
const char *const kCustomers[] = {
    R"({"id":"c1","name":"Ann"})",
    R"({"id":"c2","name":"Bob","email":null})",
};

DocumentInference shopSample()
{
    DocumentInference inference;
    for (const char *order : kOrders)
        inference.add(SampleDocument::parse(order), QStringLiteral("orders"));
    for (const char *customer : kCustomers)
        inference.add(SampleDocument::parse(customer), QStringLiteral("customers"));
    return inference;
}

} // namespace

class TestInference : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void streamReadsArraysAndLines();
    void streamRefusesWhatIsNotADocument_data();
    void streamRefusesWhatIsNotADocument();
    void streamRefusesDocumentsBeyondCosmosLimits();
    void orderedParseIsNlohmannsInLinearTime();
    void itemBytesLeaveOutSystemProperties();
    void sketchCountsExactlyWhileSmall();
    void sketchEstimatesManyDistinctValues();
    void sketchFindsTheHottestValueAfterSpilling();
    void entitiesByTypeThenByContainer();
    void attributesWithTypesNestingAndArrays();
    void distinctValuesAndSkew();
    void sizesAndCountsFromTheSample();
    void accountCountsScaleAllDistinctValues();
    void whatAModelCannotHoldIsLeftOutWithANote();
    void aModelTheReaderRefusesIsNotWritten();
};

// The stream's parse (parseOrderedJson) gives what nlohmann's ordered parse gives —
// members in order, a repeated name in its first place with its last value, in small
// objects and in large ones (indexed) — and refuses what it refuses, with its error id.
// nlohmann is the oracle; its own parse of a wide object is quadratic, which is why
// the stream no longer uses it (bench_inference, BM_ParseWideDocument).
void TestInference::orderedParseIsNlohmannsInLinearTime()
{
    std::string wide = "{";
    for (int i = 0; i < 40; ++i)
        wide += "\"m" + std::to_string(i) + "\":" + std::to_string(i) + ",";
    wide += "\"m5\":\"again\",\"m39\":[1,{\"m0\":2,\"m0\":3}],\"z\":null}";
    const std::vector<std::string> texts {R"({"b":1,"a":2,"c":{"y":[true,false,null],"x":-0.5e-3}})",
        R"({"a":1,"b":2,"a":3})", R"([1,"\u00e9\ud83d\ude00",{"":{"":[]}},18446744073709551615,-9223372036854775808])",
        wide, "  \"text\"  ", R"({"n":1.7976931348623157e308,"m":5e-324})"};
    for (const std::string &text : texts) {
        const std::optional<SampleDocument> linear = parseOrderedJson(text);
        QVERIFY2(linear, text.c_str());
        QCOMPARE(linear->dump(), SampleDocument::parse(text).dump());
    }
    QCOMPARE(parseOrderedJson(wide)->at("m5").get<std::string>(), std::string("again"));
    QCOMPARE(parseOrderedJson(wide)->begin().key(), std::string("m0"));

    for (const auto &[text, id] : std::vector<std::pair<std::string, int>> {
             {R"({"n":1e309})", 406}, {R"({"a":})", 101}, {R"({"a":1} x)", 101}, {"", 101}, {R"({"a":1)", 101}}) {
        JsonParseError error;
        QVERIFY2(!parseOrderedJson(text, &error), text.c_str());
        QCOMPARE(error.id, id);
        QVERIFY(!error.message.empty());
    }

    // A document of one object of 100,000 members, through the stream: every member, in order.
    std::string members = "{";
    for (int i = 0; i < 100000; ++i)
        members += (i ? ",\"p" : "\"p") + std::to_string(i) + "\":" + std::to_string(i);
    members += "}";
    const StreamRun run = readAll(QByteArray::fromStdString(members));
    QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
    QCOMPARE(run.documents.size(), size_t(1));
    QCOMPARE(run.documents[0].size(), size_t(100000));
    QCOMPARE(std::prev(run.documents[0].end()).key(), std::string("p99999"));
}

void TestInference::streamReadsArraysAndLines()
{
    const StreamRun array = readAll("[\n  {\"a\": 1},\n  {\"b\": \"x]\\\"}\"}\n]\n");
    QVERIFY2(array.error.isEmpty(), qPrintable(array.error));
    QCOMPARE(array.documents.size(), size_t(2));
    QCOMPARE(array.documents[1]["b"].get<std::string>(), std::string("x]\"}"));

    const StreamRun lines = readAll("{\"a\": 1}\n{\"a\": 2}\r\n\n{\"a\": {\"b\": [1, {\"c\": 3}]}}");
    QVERIFY2(lines.error.isEmpty(), qPrintable(lines.error));
    QCOMPARE(lines.documents.size(), size_t(3));
    QCOMPARE(lines.documents[2]["a"]["b"][1]["c"].get<int>(), 3);

    QCOMPARE(readAll("[ ]").documents.size(), size_t(0));
    QVERIFY(readAll("[ ]").error.isEmpty());
    QCOMPARE(readAll("  \n").documents.size(), size_t(0));
    QVERIFY(readAll("").error.isEmpty());
}

void TestInference::streamRefusesWhatIsNotADocument_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    QTest::addColumn<qsizetype>("line");
    QTest::newRow("string in an array") << QByteArray("[\n{\"a\":1},\n\"text\"\n]") << QStringLiteral("document 2 is a string, not an object") << qsizetype(3);
    QTest::newRow("number line") << QByteArray("{\"a\":1}\n42\n") << QStringLiteral("document 2 is a number, not an object") << qsizetype(2);
    QTest::newRow("nested array") << QByteArray("[[{\"a\":1}]]") << QStringLiteral("document 1 is an array, not an object") << qsizetype(1);
    QTest::newRow("bad json") << QByteArray("{\"a\":1}\n\n{\"a\": tru}\n") << QStringLiteral("document 2 is not valid JSON") << qsizetype(3);
    QTest::newRow("unclosed object") << QByteArray("{\"a\":1}\n{\"a\":\n") << QStringLiteral("document 2 (from line 2) ends before its closing '}'") << qsizetype(3);
    QTest::newRow("unclosed array") << QByteArray("[{\"a\":1}") << QStringLiteral("the array of documents is not closed with ']'") << qsizetype(1);
    QTest::newRow("missing comma") << QByteArray("[{\"a\":1} {\"a\":2}]") << QStringLiteral("expected ',' or ']' after document 1") << qsizetype(1);
    QTest::newRow("after the array") << QByteArray("[{\"a\":1}]\n{\"a\":2}") << QStringLiteral("unexpected '{' after the array of documents") << qsizetype(2);
    QTest::newRow("number beyond a double") << QByteArray("{\"a\":1}\n{\"a\":2,\n\"total\":1e309}\n") << QStringLiteral("document 2 holds a number beyond the range of a double (number overflow parsing '1e309')") << qsizetype(2);
    QTest::newRow("negative beyond a double") << QByteArray("[{\"a\":-4e400}]") << QStringLiteral("document 1 holds a number beyond the range of a double") << qsizetype(1);
    QTest::newRow("trailing comma") << QByteArray("[{\"a\":1},]") << QStringLiteral("document 2 is ']', not an object") << qsizetype(1);
}

void TestInference::streamRefusesWhatIsNotADocument()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    QFETCH(qsizetype, line);
    const StreamRun run = readAll(text);
    QVERIFY2(run.error.startsWith(message), qPrintable(run.error));
    QCOMPARE(run.errorLine, line);
}

void TestInference::streamRefusesDocumentsBeyondCosmosLimits()
{
    // 128 levels of nesting are allowed (the document itself is the first), 129 are not.
    const auto nested = [](int levels) {
        return QByteArray("{\"a\":") + QByteArray(levels - 1, '[') + QByteArray(levels - 1, ']') + "}";
    };
    QVERIFY2(readAll(nested(128)).error.isEmpty(), qPrintable(readAll(nested(128)).error));
    QVERIFY2(readAll(nested(129)).error.startsWith(QStringLiteral("document 1 (from line 1) nests deeper than 128 levels")),
        qPrintable(readAll(nested(129)).error));

    const QByteArray big = "{\"a\":\"" + QByteArray(2 * 1024 * 1024, 'x') + "\"}";
    const StreamRun run = readAll("{\"a\":1}\n" + big);
    QCOMPARE(run.documents.size(), size_t(1));
    QVERIFY2(run.error.startsWith(QStringLiteral("document 2 (from line 2) is larger than 2 MB")), qPrintable(run.error));
}

void TestInference::itemBytesLeaveOutSystemProperties()
{
    // {"id":"1","n":1} is 16 bytes; the system properties do not count.
    QCOMPARE(itemBytes(SampleDocument::parse(R"({"id": "1", "_rid": "x==", "_self": "dbs/x", "n": 1, "_ts": 5})")), std::uint64_t(16));
    // UTF-8 bytes, not characters: {"name":"東京"} is 9 + 6 + 2.
    QCOMPARE(itemBytes(SampleDocument::parse("{\"name\": \"\xe6\x9d\xb1\xe4\xba\xac\"}")), std::uint64_t(17));
    QCOMPARE(itemBytes(SampleDocument::parse(kOrders[2])), std::uint64_t(130));
}

void TestInference::sketchCountsExactlyWhileSmall()
{
    ValueSketch sketch;
    for (int round = 0; round < 2; ++round)
        for (int i = 0; i < 1000; ++i)
            sketch.add(ValueSketch::hash(double(i)));
    sketch.add(ValueSketch::hash(7.0));
    QVERIFY(sketch.exact());
    QCOMPARE(sketch.values(), std::uint64_t(2001));
    QCOMPARE(sketch.distinctValues(), 1000.0);
    QCOMPARE(sketch.hottestCount(), std::uint64_t(3));
    // -0 and 0 are one number; "1" and 1 are two values.
    ValueSketch mixed;
    mixed.add(ValueSketch::hash(0.0));
    mixed.add(ValueSketch::hash(-0.0));
    mixed.add(ValueSketch::hash(1.0));
    mixed.add(ValueSketch::hash("1", 's'));
    QCOMPARE(mixed.distinctValues(), 3.0);
}

void TestInference::sketchEstimatesManyDistinctValues()
{
    // 2^12 registers: 1.04/sqrt(4096) = 1.6% standard error; 5% is three of them.
    for (const int distinct : {5000, 200000, 1000000}) {
        ValueSketch sketch;
        for (int i = 0; i < distinct; ++i)
            sketch.add(ValueSketch::hash("user-" + std::to_string(i), 's'));
        QVERIFY(!sketch.exact());
        const double error = std::abs(sketch.distinctValues() - distinct) / distinct;
        QVERIFY2(error < 0.05, qPrintable(QStringLiteral("%1 distinct estimated as %2").arg(distinct).arg(sketch.distinctValues())));
        QCOMPARE(sketch.hottestCount(), std::uint64_t(1));
    }
}

void TestInference::sketchFindsTheHottestValueAfterSpilling()
{
    // 30% of 100,000 values are "JP", the rest all different: far beyond the exact
    // phase, the hot value keeps its exact count.
    ValueSketch sketch;
    for (int i = 0; i < 100000; ++i)
        sketch.add(i % 10 < 3 ? ValueSketch::hash("JP", 's') : ValueSketch::hash("c" + std::to_string(i), 's'));
    QVERIFY(!sketch.exact());
    QCOMPARE(sketch.hottestCount(), std::uint64_t(30000));
    QVERIFY(std::abs(sketch.distinctValues() - 70001) / 70001 < 0.05);
}

void TestInference::entitiesByTypeThenByContainer()
{
    const DocumentInference inference = shopSample();
    const Model model = inference.model({QStringLiteral("Shop"), {}});
    QCOMPARE(model.application.name, QStringLiteral("Shop"));
    QCOMPARE(model.entities.size(), size_t(3));
    QCOMPARE(model.entities[0].id, QStringLiteral("order"));
    QCOMPARE(model.entities[1].id, QStringLiteral("shipment"));
    QCOMPARE(model.entities[2].id, QStringLiteral("customers"));
    QCOMPARE(model.entities[2].name, QStringLiteral("customers"));
    QCOMPARE(model.overrides.containers,
        (std::map<QString, QString> {{QStringLiteral("order"), QStringLiteral("orders")},
            {QStringLiteral("shipment"), QStringLiteral("orders")},
            {QStringLiteral("customers"), QStringLiteral("customers")}}));
    QVERIFY(inference.warnings().isEmpty());

    // The same type in a second container stays one entity, placed where first seen.
    DocumentInference moved = shopSample();
    moved.add(SampleDocument::parse(R"({"id":"o9","type":"order"})"), QStringLiteral("archive"));
    QCOMPARE(moved.model({}).entities.size(), size_t(3));
    QCOMPARE(moved.warnings(),
        QStringList {QStringLiteral("type \"order\" is found in orders and archive; the model places it in orders")});
}

void TestInference::attributesWithTypesNestingAndArrays()
{
    const Model model = shopSample().model({});
    const Entity &order = entity(model, "order");
    QStringList names;
    for (const Attribute &a : order.attributes)
        names.append(a.name);
    QCOMPARE(names, QStringLiteral("id type customerId status total lines tags address createdAt").split(QLatin1Char(' ')));

    QCOMPARE(attribute(order.attributes, "id").type, AttributeType::Id);
    QCOMPARE(attribute(order.attributes, "total").type, AttributeType::Number);
    QCOMPARE(attribute(order.attributes, "createdAt").type, AttributeType::Datetime);
    QVERIFY(attribute(order.attributes, "createdAt").required);

    const Attribute &lines = attribute(order.attributes, "lines");
    QCOMPARE(lines.type, AttributeType::Array);
    QCOMPARE(lines.avgItems, std::optional<double>(1.0)); // 2 + 1 + 0 items in 3 orders
    QVERIFY(!lines.itemType);
    QCOMPARE(lines.attributes.size(), size_t(2));
    QCOMPARE(attribute(lines.attributes, "qty").type, AttributeType::Number);
    QVERIFY(attribute(lines.attributes, "sku").required); // in each of the 3 lines

    const Attribute &tags = attribute(order.attributes, "tags");
    QCOMPARE(tags.itemType, std::optional<AttributeType>(AttributeType::String));
    QCOMPARE(tags.avgItems, std::optional<double>(1.0));
    QCOMPARE(tags.distinctValues, std::optional<double>(2)); // x, y, x

    const Attribute &address = attribute(order.attributes, "address");
    QCOMPARE(address.type, AttributeType::Object);
    QVERIFY(!address.required); // 2 of 3 orders
    QVERIFY(attribute(address.attributes, "city").required); // in both addresses
    QVERIFY(!address.distinctValues);

    // Present but always null: optional, a string, with no values to count.
    const Attribute &email = attribute(entity(model, "customers").attributes, "email");
    QVERIFY(!email.required);
    QCOMPARE(email.type, AttributeType::String);
    QVERIFY(!email.distinctValues);
}

void TestInference::distinctValuesAndSkew()
{
    const Model model = shopSample().model({});
    const Entity &order = entity(model, "order");
    QCOMPARE(attribute(order.attributes, "id").distinctValues, std::optional<double>(3));
    QCOMPARE(attribute(order.attributes, "type").distinctValues, std::optional<double>(1));
    QVERIFY(!attribute(order.attributes, "type").hottestValueShare);
    // c1, c1, c2: 2 distinct, and 2/3 is not twice the uniform 1/2, so no share.
    QCOMPARE(attribute(order.attributes, "customerId").distinctValues, std::optional<double>(2));
    QVERIFY(!attribute(order.attributes, "customerId").hottestValueShare);

    // 70 of 100 users in JP, the other 30 in 30 different countries: 31 values; 70 is
    // far above the uniform 100/31 = 3.2 (and 3.2 + 5 * 1.8 = 12.2).
    DocumentInference users;
    for (int i = 0; i < 100; ++i) {
        const std::string country = i < 70 ? "JP" : "C" + std::to_string(i);
        users.add(SampleDocument {{"id", "u" + std::to_string(i)}, {"country", country}}, QStringLiteral("users"));
    }
    const Model model2 = users.model({});
    const Entity &user = model2.entities.front();
    QCOMPARE(attribute(user.attributes, "country").distinctValues, std::optional<double>(31));
    QCOMPARE(attribute(user.attributes, "country").hottestValueShare, std::optional<double>(0.7));
    QCOMPARE(attribute(user.attributes, "id").distinctValues, std::optional<double>(100));

    // 1,000 documents over 500 values, each value twice but one four times: twice the
    // uniform 2, yet within the noise of so small a count (2 + 5 * 1.41 = 9.1).
    DocumentInference small;
    for (int i = 0; i < 1000; ++i) {
        const int value = i < 4 ? 0 : 1 + (i - 4) / 2;
        small.add(SampleDocument {{"id", std::to_string(i)}, {"code", value}}, QStringLiteral("codes"));
    }
    const Model model3 = small.model({});
    QCOMPARE(attribute(model3.entities.front().attributes, "code").distinctValues, std::optional<double>(499));
    QVERIFY(!attribute(model3.entities.front().attributes, "code").hottestValueShare);
}

void TestInference::sizesAndCountsFromTheSample()
{
    const Model model = shopSample().model({});
    const Entity &order = entity(model, "order");
    QCOMPARE(order.documentCount, std::optional<double>(3));
    // (200 + 176 + 130) / 3 / 1024 = 0.16471 KB; the largest, 200 bytes, is 0.1953 KB,
    // rounded up to the byte.
    QCOMPARE(order.avgSizeKB, std::optional<double>(0.165));
    QCOMPARE(order.maxSizeKB, std::optional<double>(0.196));
    QCOMPARE(entity(model, "customers").documentCount, std::optional<double>(2));
}

void TestInference::accountCountsScaleAllDistinctValues()
{
    // The account holds 3,000 orders; the sample saw 3. All-distinct values scale to the
    // account (FORMAT.md: distinctValues = documentCount); the others stay as sampled.
    const Model model = shopSample().model({{}, {{QStringLiteral("order"), 3000.0}}});
    const Entity &order = entity(model, "order");
    QCOMPARE(order.documentCount, std::optional<double>(3000));
    QCOMPARE(attribute(order.attributes, "id").distinctValues, std::optional<double>(3000));
    QCOMPARE(attribute(order.attributes, "total").distinctValues, std::optional<double>(3000));
    QCOMPARE(attribute(order.attributes, "customerId").distinctValues, std::optional<double>(2));
    QCOMPARE(entity(model, "shipment").documentCount, std::optional<double>(1));
}

void TestInference::whatAModelCannotHoldIsLeftOutWithANote()
{
    // A property named "" (valid JSON, no attribute name), and an object nested 40
    // levels: a model file nests at most 64, two per attribute level, so attributes
    // stop at 24 levels and the deepest keeps its type without members.
    QByteArray deep = "{\"id\":\"n1\",\"type\":\"note\",\"\":\"x\",\"tree\":";
    for (int i = 0; i < 39; ++i)
        deep += "{\"c\":";
    deep += "1" + QByteArray(39, '}') + "}";
    DocumentInference inference;
    const StreamRun run = readAll(deep);
    QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
    inference.add(run.documents.at(0), QStringLiteral("notes"));
    QStringList notes;
    const Model model = inference.model({QStringLiteral("app"), {}}, &notes);
    QCOMPARE(notes,
        QStringList({QStringLiteral("note: a property with an empty name is left out"),
            QStringLiteral("note: tree") + QString(QStringLiteral(".c")).repeated(23)
                + QStringLiteral(" nests deeper than 24 levels; its members are not listed")}));
    const Entity &note = model.entities.at(0);
    QCOMPARE(note.attributes.size(), size_t(3)); // id, type and tree
    const Attribute *level = &attribute(note, "tree");
    int levels = 1;
    while (!level->attributes.empty()) {
        QCOMPARE(level->attributes.size(), size_t(1));
        level = &level->attributes[0];
        ++levels;
    }
    QCOMPARE(levels, 24);
    QCOMPARE(level->type, AttributeType::Object);
    const InferredModelFile file = checkInferredModel(model);
    QVERIFY2(file.ok(), qPrintable(file.problem));
    QVERIFY(!file.bytes.isEmpty());
}

void TestInference::aModelTheReaderRefusesIsNotWritten()
{
    Model model;
    model.application.name = QStringLiteral("app");
    Entity order;
    order.id = order.name = QStringLiteral("order");
    Attribute id, unnamed;
    id.name = QStringLiteral("id");
    id.type = AttributeType::Id;
    unnamed.type = AttributeType::String; // what a property named "" would become
    order.attributes = {id, unnamed};
    model.entities.push_back(order);
    const InferredModelFile file = checkInferredModel(model);
    QVERIFY(!file.ok());
    QVERIFY(file.bytes.isEmpty());
    QVERIFY2(file.problem.startsWith(QStringLiteral("the inferred model could not be opened again, so it is not "
                                                    "written: model:")),
        qPrintable(file.problem));
    QVERIFY2(file.problem.endsWith(QStringLiteral("/entities/0/attributes/1/name: must not be empty")),
        qPrintable(file.problem));
}

QTEST_GUILESS_MAIN(TestInference)
#include "tst_inference.moc"
