// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "model/io/modelreader.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cosmos;

class TestModelReader : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void loadsTheSharedExample();
    void malformedFilesAreRefusedWithTheirPlace_data();
    void malformedFilesAreRefusedWithTheirPlace();
    void refusesASeventyMegabyteFile();
    void refusesAFolderAndAMissingFile();
    void keepsUnknownMembers();
    void readsAlternatives();
    void reportsSeveralProblemsAtOnce();
    void acceptsAByteOrderMark();
    void refusesATextLongerThanAModelHolds();
    void refusesAPatternThatRepeatsAnAttribute();
};

// A projection, sort or filter that names one attribute twice the same way is refused
// at the repeat; a filter on one attribute with two operators loads.
void TestModelReader::refusesAPatternThatRepeatsAnAttribute()
{
    const Json sample
        = Json::parse(test::readAll(test::samplePath(QStringLiteral("ecommerce.cosmos.json"))).toStdString());
    Json json = sample;
    Json &pattern = json["accessPatterns"][1]; // AP2: filters userId eq, sorts by order.orderedAt
    pattern["attributesNeeded"].push_back("status");
    pattern["sort"].push_back({{"attribute", "order.orderedAt"}, {"order", "asc"}});
    pattern["filters"].push_back({{"attribute", "userId"}, {"op", "eq"}});
    pattern["filters"].push_back({{"attribute", "userId"}, {"op", "range"}}); // another operator: fine
    const LoadResult repeated = ModelReader::readJson(json);
    QVERIFY(!repeated.model);
    QCOMPARE(repeated.errors.size(), size_t(3));
    QCOMPARE(repeated.errors[0].pointer, QStringLiteral("/accessPatterns/1/filters/1"));
    QCOMPARE(repeated.errors[0].message, QStringLiteral("filters on \"userId\" with \"eq\" twice"));
    QCOMPARE(repeated.errors[1].pointer, QStringLiteral("/accessPatterns/1/sort/1"));
    QCOMPARE(repeated.errors[1].message, QStringLiteral("sorts by \"order.orderedAt\" twice"));
    QCOMPARE(repeated.errors[2].pointer, QStringLiteral("/accessPatterns/1/attributesNeeded/4"));
    QCOMPARE(repeated.errors[2].message, QStringLiteral("lists the attribute \"status\" twice"));

    json = sample;
    json["accessPatterns"][1]["filters"].push_back({{"attribute", "tags"}, {"op", "contains"}});
    QVERIFY(ModelReader::readJson(json).model);
    json["accessPatterns"][1]["filters"].push_back({{"attribute", "tags"}, {"op", "contains"}});
    const LoadResult twice = ModelReader::readJson(json);
    QVERIFY(!twice.model);
    QCOMPARE(twice.errors.size(), size_t(1));
    QCOMPARE(twice.errors[0].pointer, QStringLiteral("/accessPatterns/1/filters/2"));

    // An item of a list is text like any other: a pasted document is refused.
    json = sample;
    json["accessPatterns"][1]["attributesNeeded"].push_back(std::string(100001, '.'));
    const LoadResult tooLong = ModelReader::readJson(json);
    QVERIFY(!tooLong.model);
    QCOMPARE(tooLong.errors.size(), size_t(1));
    QCOMPARE(tooLong.errors[0].pointer, QStringLiteral("/accessPatterns/1/attributesNeeded/4"));
    QCOMPARE(tooLong.errors[0].message, QStringLiteral("expected at most 100,000 characters, got 100,001"));
}

// A pasted document or log in a name is refused with its place, not drawn or saved.
void TestModelReader::refusesATextLongerThanAModelHolds()
{
    Json json = Json::parse(test::readAll(test::samplePath(QStringLiteral("ecommerce.cosmos.json"))).toStdString());
    json["entities"][1]["name"] = std::string(100001, 'x');
    const LoadResult tooLong = ModelReader::readJson(json);
    QVERIFY(!tooLong.model);
    QCOMPARE(tooLong.errors.size(), size_t(1));
    QCOMPARE(tooLong.errors[0].pointer, QStringLiteral("/entities/1/name"));
    QCOMPARE(tooLong.errors[0].message, QStringLiteral("expected at most 100,000 characters, got 100,001"));
    json["entities"][1]["name"] = std::string(100000, 'x');
    QVERIFY(ModelReader::readJson(json).model);
}

void TestModelReader::loadsTheSharedExample()
{
    const Model model = test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    QCOMPARE(model.application.name, QStringLiteral("Online shop"));
    QCOMPARE(model.application.capacityMode, CapacityMode::Autoscale);
    QCOMPARE(model.entities.size(), size_t(5));
    QCOMPARE(model.relationships.size(), size_t(3));
    QCOMPARE(model.accessPatterns.size(), size_t(12));

    const Relationship *reviews = model.relationship(QStringLiteral("product-reviews"));
    QVERIFY(reviews);
    QVERIFY(reviews->maxChildren && isUnbounded(*reviews->maxChildren));
    QCOMPARE(*reviews->avgChildren, 200.0);

    const Entity *order = model.entity(QStringLiteral("order"));
    QVERIFY(order);
    const Attribute *status = findAttribute(*order, QStringLiteral("status"));
    QVERIFY(status);
    QCOMPARE(*status->hottestValueShare, 0.6);
    QCOMPARE(*status->distinctValues, 5.0);

    const AccessPattern *ap7 = model.accessPattern(QStringLiteral("AP7"));
    QVERIFY(ap7);
    QCOMPARE(ap7->entities, QStringList({QStringLiteral("product"), QStringLiteral("review")}));
    QCOMPARE(ap7->sort.at(0).attribute, QStringLiteral("review.createdAt"));
    QCOMPARE(ap7->sort.at(0).order, SortOrder::Desc);
    QCOMPARE(*ap7->consistency, Consistency::Eventual);
}

void TestModelReader::malformedFilesAreRefusedWithTheirPlace_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("expected");

    // The first message for each malformed fixture, exactly as a user reads it.
    const struct {
        const char *fixture;
        const char *expected;
    } rows[] = {
        {"not-json",
            ":7:13: not valid JSON: syntax error while parsing object - unexpected string literal; expected '}'"},
        {"empty", ": the file is empty; expected a JSON model"},
        {"root-array", ":1:1: expected a model object, got an array"},
        {"wrong-format",
            ":2:13: /format: expected \"cosmos-modeler/model\", got \"hackolade/model\"; this is not a "
            "Cosmos Modeler model"},
        {"missing-format", ":1:1: the required member \"format\" is missing (expected \"cosmos-modeler/model\")"},
        {"newer-version",
            ":3:14: /version: the file has format version 2, written by a newer Cosmos Modeler; this "
            "version reads up to 1"},
        {"version-not-integer", ":3:14: /version: expected a whole number format version, got \"1\""},
        {"wrong-type", ":32:20: /entities/1/avgSizeKB: expected a number from 0 to 1048576, got \"big\""},
        {"wrong-container-type", ":13:15: /entities: expected an array, got an object"},
        {"negative-number", ":19:24: /entities/0/documentCount: expected a whole number ≥ 0, got -5"},
        {"huge-number", ":19:24: /entities/0/documentCount: expected a whole number ≥ 0, got 1e+300"},
        {"overflow-number", ":19:24: the number 1e400 is too large to represent"},
        {"nan-number",
            ":19:24: not valid JSON: syntax error while parsing value - invalid literal; last read: "
            "'\"documentCount\": N'"},
        {"share-out-of-range",
            ":26:32: /entities/0/attributes/0/hottestValueShare: expected a number from 0 to 1 "
            "(a share), got 1.5"},
        {"ttl-zero", ":47:21: /entities/1/ttlSeconds: expected -1 or a number of seconds from 1, got 0"},
        {"unknown-enum",
            ":63:20: /accessPatterns/0/operation: expected \"point-read\", \"query\", \"create\", "
            "\"replace\", \"patch\", \"upsert\", \"delete\", \"batch\", \"vector-search\", \"full-text-search\" "
            "or \"hybrid-search\", got \"select\""},
        {"missing-required-member", ":50:5: /relationships/0: the required member \"to\" is missing"},
        {"empty-name", ":16:15: /entities/0/name: must not be empty"},
        {"dangling-from", ":52:15: /relationships/0/from: refers to the entity \"customer\", which does not exist"},
        {"dangling-pattern-entity",
            ":66:9: /accessPatterns/0/entities/1: refers to the entity \"invoice\", which "
            "does not exist"},
        {"dangling-layout", ":78:14: /layout/ghost: refers to the entity \"ghost\", which does not exist"},
        {"duplicate-entity-id", ":30:13: /entities/1/id: duplicate entity id \"user\" (also at /entities/0)"},
        {"duplicate-pattern-id",
            ":77:13: /accessPatterns/1/id: duplicate access pattern id \"AP1\" (also at "
            "/accessPatterns/0)"},
        {"duplicate-attribute",
            ":47:19: /entities/1/attributes/2/name: the attribute name \"orderId\" is used twice "
            "(also at /entities/1/attributes/0)"},
        {"duplicate-key", ":6:5: the key \"name\" appears twice in one object (first at line 5)"},
        {"deeply-nested", ":1:141: values are nested more than 64 levels deep"},
        {"invalid-utf8",
            ":5:16: not valid JSON: syntax error while parsing value - invalid string: ill-formed "
            "UTF-8 byte; last read: '\"Ti\xEF\xBF\xBD'"},
        {"bad-partition-key-override",
            ":80:16: /overrides/partitionKeys/Users: expected 1 to 3 key paths such as "
            "[\"/userId\"], got [\"userId\"]"},
        {"assumption-out-of-range", ":78:21: /assumptions/singleDocMin: expected a number from 0 to 1, got 1.7"},
        {"peak-hours-out-of-range", ":78:24: /assumptions/peakHoursPerDay: expected a number from 0 to 24, got 25"},
        // The size curve is a table: sizes above 0 and increasing, charges never falling.
        {"size-curve-negative", ":79:14: /assumptions/sizeCurve/0/kb: expected a number from 0.001 to 1048576, got -1"},
        {"size-curve-not-increasing",
            ":81:14: /assumptions/sizeCurve/2/kb: sizes must increase from row to row: 2 KB follows 4 KB"},
        {"size-curve-cheaper-when-larger",
            ":80:7: /assumptions/sizeCurve/1: a 2 KB document cannot cost less than a 1 KB one"},
        // An alternative's design is read with the same rules, and its messages name
        // the place inside the alternative.
        {"alternative-wrong-type",
            ":111:26: /alternatives/0/design/entities/1/avgSizeKB: expected a number from 0 to 1048576, got "
            "\"big\""},
        {"alternative-dangling",
            ":132:19: /alternatives/0/design/relationships/0/to: refers to the entity \"invoice\", which does "
            "not exist"},
        {"alternative-nested",
            ":156:25: /alternatives/0/design/alternatives: an alternative's design cannot hold alternatives of "
            "its own"},
        {"alternative-duplicate-name",
            ":160:15: /alternatives/1/name: the alternative name \"Same\" is used twice (also at "
            "/alternatives/0)"},
        {"alternative-missing-design", ":78:5: /alternatives/0: the required member \"design\" is missing"},
    };
    for (const auto &row : rows)
        QTest::newRow(row.fixture) << QString::fromUtf8(row.fixture) << QString::fromUtf8(row.expected);
}

void TestModelReader::malformedFilesAreRefusedWithTheirPlace()
{
    QFETCH(QString, fixture);
    QFETCH(QString, expected);
    const QString name = fixture + QStringLiteral(".cosmos.json");
    const LoadResult result = ModelReader::readFile(test::dataPath(QStringLiteral("malformed/") + name));
    QVERIFY(!result.ok());
    QVERIFY(!result.errors.empty());
    QCOMPARE(result.errors.front().format(name), name + expected);
}

void TestModelReader::refusesASeventyMegabyteFile()
{
    // Generated rather than committed: a 70 MB fixture would weigh on every clone.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("huge.cosmos.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "cosmos-modeler/model", "version": 1, "application": {}, "padding": ")");
    const QByteArray chunk(1024 * 1024, 'x');
    for (int i = 0; i < 70; ++i)
        file.write(chunk);
    file.write("\"}\n");
    file.close();

    const LoadResult result = ModelReader::readFile(path);
    QVERIFY(!result.ok());
    QCOMPARE(result.errors.front().message, QStringLiteral("is 70.0 MB; model files larger than 64 MB are refused"));
}

void TestModelReader::refusesAFolderAndAMissingFile()
{
    QTemporaryDir dir;
    const LoadResult folder = ModelReader::readFile(dir.path());
    QCOMPARE(folder.errors.front().message, QStringLiteral("is a folder, not a model file"));
    const LoadResult missing = ModelReader::readFile(dir.filePath(QStringLiteral("absent.cosmos.json")));
    QVERIFY(!missing.ok());
    QVERIFY(missing.errors.front().message.startsWith(QStringLiteral("cannot be opened: ")));
}

void TestModelReader::keepsUnknownMembers()
{
    const Model model = test::loadModel(test::dataPath(QStringLiteral("valid/unknown-fields.cosmos.json")));
    QCOMPARE(model.extra.at("futureTopLevel").at("answer").get<int>(), 42);
    QCOMPARE(model.application.extra.at("futureAppField").get<std::string>(), std::string("kept"));
    QCOMPARE(model.entities[0].extra.at("futureEntityField").size(), size_t(2));
    QCOMPARE(model.entities[0].attributes[0].extra.at("futureAttributeField").at("x").get<int>(), 1);
    QVERIFY(model.relationships[0].extra.at("futureRelField").is_null());
    QCOMPARE(model.accessPatterns[0].filters[0].extra.at("futureFilterField").get<std::string>(), std::string("f"));
    QCOMPARE(model.assumptions.at(QStringLiteral("futureAssumption")), 3.0);
    QCOMPARE(model.overrides.extra.at("futureOverride").get<std::string>(), std::string("x"));
    QVERIFY(model.layout.at(QStringLiteral("user")).extra.at("futureLayoutField").get<bool>());
}

void TestModelReader::readsAlternatives()
{
    const Model model = test::loadModel(test::dataPath(QStringLiteral("valid/alternatives.cosmos.json")));
    QCOMPARE(model.designName, QStringLiteral("Small orders"));
    QCOMPARE(model.designNote, QStringLiteral("Measured in March"));
    QCOMPARE(*model.entity(QStringLiteral("order"))->avgSizeKB, 1.0);
    QCOMPARE(model.alternatives.size(), size_t(1));
    const DesignAlternative &alternative = model.alternatives.front();
    QCOMPARE(alternative.id, QStringLiteral("bigger-orders"));
    QCOMPARE(alternative.name, QStringLiteral("Bigger orders"));
    QCOMPARE(alternative.note, QStringLiteral("What if an order weighs 4 KB?"));
    // The alternative is a whole design of its own, unknown members included.
    QCOMPARE(*alternative.design.entity(QStringLiteral("order"))->avgSizeKB, 4.0);
    QCOMPARE(alternative.design.entities.size(), size_t(2));
    QCOMPARE(alternative.design.accessPatterns.size(), size_t(1));
    QVERIFY(alternative.design.alternatives.empty());
    QVERIFY(alternative.design.extra.at("futureDesignField").at("kept").get<bool>());
    QCOMPARE(alternative.design.entity(QStringLiteral("order"))->extra.at("futureEntityField").get<std::string>(),
        std::string("inside"));
    QCOMPARE(alternative.extra.at("futureAlternativeField").size(), size_t(2));
    // The file-level members are not unknown members of the current design.
    QVERIFY(!model.extra.contains("alternatives"));
    QVERIFY(!model.extra.contains("designName"));
}

void TestModelReader::reportsSeveralProblemsAtOnce()
{
    const QByteArray text = R"({"format": "cosmos-modeler/model", "version": 1, "application": {},
  "entities": [{"id": "a", "name": "", "avgSizeKB": -1}, {"id": "b", "name": "B", "growth": "fast"}]})";
    const LoadResult result = ModelReader::readBytes(text);
    QVERIFY(!result.ok());
    QCOMPARE(result.errors.size(), size_t(3));
    QCOMPARE(result.errors[0].pointer, QStringLiteral("/entities/0/name"));
    QCOMPARE(result.errors[1].pointer, QStringLiteral("/entities/0/avgSizeKB"));
    QCOMPARE(result.errors[2].pointer, QStringLiteral("/entities/1/growth"));
    QCOMPARE(result.errors[2].line, 2);
}

void TestModelReader::acceptsAByteOrderMark()
{
    QByteArray text = test::readAll(test::dataPath(QStringLiteral("valid/minimal.cosmos.json")));
    text.prepend("\xEF\xBB\xBF");
    QVERIFY(ModelReader::readBytes(text).ok());
}

QTEST_GUILESS_MAIN(TestModelReader)
#include "tst_modelreader.moc"
