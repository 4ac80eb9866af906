// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "model/io/canonicaljson.h"
#include "model/io/fieldtable.h"
#include "model/io/modeljson.h"
#include "model/io/modelreader.h"
#include "model/io/modelwriter.h"

#include <QDir>
#include <QFile>
#include <QFileDevice>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace cosmos;

class TestModelWriter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void roundTripLosesNothing_data();
    void roundTripLosesNothing();
    void canonicalFormIsAFixedPoint_data();
    void canonicalFormIsAFixedPoint();
    void canonicalLayout();
    void writtenItemByItemAsTheWholeValue_data();
    void writtenItemByItemAsTheWholeValue();
    void unboundedAndWholeNumbersSurvive();
    void saveReplacesTheFileWhole();
    void failedSaveLeavesTheOldFile();
    void saveIntoAMissingFolderFails();
    void eachTableNamesExactlyItsFieldConstants();
    void writesEveryListedMemberAndTheLaterOnesOnlyWhenUsed();
};

void TestModelWriter::roundTripLosesNothing_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("shared example") << test::samplePath(QStringLiteral("ecommerce.cosmos.json"));
    QTest::newRow("unknown members") << test::dataPath(QStringLiteral("valid/unknown-fields.cosmos.json"));
    QTest::newRow("minimal") << test::dataPath(QStringLiteral("valid/minimal.cosmos.json"));
    QTest::newRow("alternatives") << test::dataPath(QStringLiteral("valid/alternatives.cosmos.json"));
    QTest::newRow("size curve and offers") << test::dataPath(QStringLiteral("valid/engine-assumptions.cosmos.json"));
}

void TestModelWriter::roundTripLosesNothing()
{
    QFETCH(QString, path);
    const QByteArray original = test::readAll(path);
    const Model model = test::loadModel(path);
    const QByteArray saved = ModelWriter::toBytes(model);

    // Every member of the original is in the saved file with the same value...
    QString where;
    QVERIFY2(test::containsAll(Json::parse(saved.toStdString()), Json::parse(original.toStdString()), &where),
        qPrintable(QStringLiteral("lost or changed at %1").arg(where)));
    // ...and reading it back gives the same model.
    const LoadResult reloaded = ModelReader::readBytes(saved);
    QVERIFY(reloaded.ok());
    QVERIFY(*reloaded.model == model);
}

void TestModelWriter::canonicalFormIsAFixedPoint_data()
{
    roundTripLosesNothing_data();
}

void TestModelWriter::canonicalFormIsAFixedPoint()
{
    QFETCH(QString, path);
    const QByteArray once = ModelWriter::toBytes(test::loadModel(path));
    const LoadResult again = ModelReader::readBytes(once);
    QVERIFY(again.ok());
    QCOMPARE(ModelWriter::toBytes(*again.model), once);
}

void TestModelWriter::writtenItemByItemAsTheWholeValue_data()
{
    roundTripLosesNothing_data();
    for (const QString &sample :
        QDir(test::samplePath(QString())).entryList({QStringLiteral("*.cosmos.json")}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(sample)) << test::samplePath(sample);
}

void TestModelWriter::writtenItemByItemAsTheWholeValue()
{
    // The lists are written one item at a time (a 48 MB model as one JSON value took
    // 600 MB); the text is exactly the canonical form of the whole value.
    QFETCH(QString, path);
    const Model model = test::loadModel(path);
    QCOMPARE(ModelWriter::toBytes(model), QByteArray::fromStdString(canonicalJson(toJson(model))));
    Model empty;
    QCOMPARE(ModelWriter::toBytes(empty), QByteArray::fromStdString(canonicalJson(toJson(empty))));
    Model oneEntity;
    oneEntity.entities.push_back(model.entities.empty() ? Entity {} : model.entities.front());
    QCOMPARE(ModelWriter::toBytes(oneEntity), QByteArray::fromStdString(canonicalJson(toJson(oneEntity))));
}

void TestModelWriter::canonicalLayout()
{
    // Sorted keys, 2-space indent, scalars arrays inline, flat objects one per line,
    // whole numbers without ".0", a trailing newline.
    const Json value = Json::parse(
        R"({"b": [1, 2.0, 2.5], "a": {"z": [{"k": "v", "n": 3.0}, {"deep": {"x": 1}}], "e": []}, "c": {}})");
    const std::string expected = "{\n"
                                 "  \"a\": {\n"
                                 "    \"e\": [],\n"
                                 "    \"z\": [\n"
                                 "      {\"k\": \"v\", \"n\": 3},\n"
                                 "      {\n"
                                 "        \"deep\": {\n"
                                 "          \"x\": 1\n"
                                 "        }\n"
                                 "      }\n"
                                 "    ]\n"
                                 "  },\n"
                                 "  \"b\": [1, 2, 2.5],\n"
                                 "  \"c\": {}\n"
                                 "}\n";
    QCOMPARE(canonicalJson(value), expected);
}

void TestModelWriter::unboundedAndWholeNumbersSurvive()
{
    const Model model = test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    const QByteArray saved = ModelWriter::toBytes(model);
    QVERIFY(saved.contains("\"maxChildren\": \"unbounded\""));
    QVERIFY(saved.contains("\"maxSizeKB\": 3.6"));
    QVERIFY(saved.contains("\"documentCount\": 15000000,"));
    QVERIFY(saved.endsWith("}\n"));
}

void TestModelWriter::saveReplacesTheFileWhole()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("model.cosmos.json"));
    QVERIFY(test::writeFile(path, QByteArray(100000, ' '))); // longer than the model: must not leave a tail

    const Model model = test::loadModel(test::dataPath(QStringLiteral("valid/minimal.cosmos.json")));
    const SaveResult result = ModelWriter::writeFile(model, path);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(test::readAll(path), ModelWriter::toBytes(model));
}

void TestModelWriter::failedSaveLeavesTheOldFile()
{
    if (geteuid() == 0)
        QSKIP("root ignores directory permissions");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("model.cosmos.json"));
    QVERIFY(test::writeFile(path, "old contents"));
    QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner);

    const Model model = test::loadModel(test::dataPath(QStringLiteral("valid/minimal.cosmos.json")));
    const SaveResult result = ModelWriter::writeFile(model, path);
    QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QVERIFY(!result.ok);
    QVERIFY(!result.error.isEmpty());
    QCOMPARE(test::readAll(path), QByteArray("old contents"));
}

void TestModelWriter::saveIntoAMissingFolderFails()
{
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("not-a-folder"));
    QVERIFY(test::writeFile(blocker));
    const Model model = test::loadModel(test::dataPath(QStringLiteral("valid/minimal.cosmos.json")));
    const SaveResult result = ModelWriter::writeFile(model, blocker + QStringLiteral("/model.cosmos.json"));
    QVERIFY(!result.ok);
    QVERIFY(!result.error.isEmpty());
    QCOMPARE(test::readAll(blocker), QByteArray());
}

namespace {

template <typename T> QStringList tableNames()
{
    QStringList names;
    for (const FieldDescriptor<T> &field : fieldTable<T>())
        names << QString::fromUtf8(field.name.data(), qsizetype(field.name.size()));
    names.sort();
    return names;
}

template <size_t N> QStringList constantNames(const std::array<FieldId, N> &fields, ObjectKind kind)
{
    QStringList names;
    for (const FieldId &field : fields) {
        if (field.kind != kind)
            return {QStringLiteral("a constant of another kind: %1").arg(QString::fromUtf8(field.name.data()))};
        names << QString::fromUtf8(field.name.data(), qsizetype(field.name.size()));
    }
    names.sort();
    return names;
}

QStringList keysOf(const Json &object)
{
    QStringList keys;
    for (auto it = object.begin(); it != object.end(); ++it)
        keys << QString::fromStdString(it.key());
    keys.sort();
    return keys;
}

} // namespace

// The edits name fields by constant; the file is read and written by the tables. A
// constant the table lacks could not be saved, a table entry without a constant could
// not be edited.
void TestModelWriter::eachTableNamesExactlyItsFieldConstants()
{
    QCOMPARE(tableNames<Application>(), constantNames(field::application::all, ObjectKind::Application));
    QCOMPARE(tableNames<Entity>(), constantNames(field::entity::all, ObjectKind::Entity));
    QCOMPARE(tableNames<Relationship>(), constantNames(field::relationship::all, ObjectKind::Relationship));
    QCOMPARE(tableNames<AccessPattern>(), constantNames(field::pattern::all, ObjectKind::AccessPattern));
    QCOMPARE(tableNames<DesignAlternative>(), constantNames(field::alternative::all, ObjectKind::Alternative));
}

// FORMAT.md section 1 lists the members every object has; the later ones (offers,
// parents per child, unique groups, statistics, copies, nested attributes) appear
// only when used, so older files read and write as they did.
void TestModelWriter::writesEveryListedMemberAndTheLaterOnesOnlyWhenUsed()
{
    const auto names = [](std::initializer_list<const char *> list) {
        QStringList out;
        for (const char *name : list)
            out << QString::fromLatin1(name);
        out.sort();
        return out;
    };
    QCOMPARE(keysOf(toJson(Application {})),
        names({"name", "domain", "businessContext", "scaleNotes", "regions", "multiRegionWrites", "capacityMode",
            "consistency"}));
    QCOMPARE(keysOf(toJson(Attribute {})), names({"name", "type", "required", "unique"}));
    QCOMPARE(keysOf(toJson(Entity {})),
        names({"id", "name", "avgSizeKB", "maxSizeKB", "documentCount", "growth", "ttlSeconds", "attributes"}));
    QCOMPARE(keysOf(toJson(Relationship {})),
        names({"id", "from", "to", "kind", "avgChildren", "maxChildren", "identifying", "childUpdatedIndependently"}));
    QCOMPARE(keysOf(toJson(AccessPattern {})),
        names({"id", "description", "operation", "entities", "rpsAvg", "rpsPeak", "filters", "sort", "attributesNeeded",
            "resultCount", "latencySloMs", "consistency", "query", "status"}));

    Application offered;
    offered.offers.freeTier = true;
    QVERIFY(toJson(offered).contains("offers"));
    Attribute nested;
    nested.uniqueGroup = QStringLiteral("g");
    nested.distinctValues = 10;
    nested.hottestValueShare = 0.5;
    nested.copyOf = QStringLiteral("customer.name");
    nested.attributes.push_back(Attribute {});
    QCOMPARE(keysOf(toJson(nested)),
        names({"name", "type", "required", "unique", "uniqueGroup", "distinctValues", "hottestValueShare", "copyOf",
            "attributes"}));
    Relationship manyToMany;
    manyToMany.avgParents = 2;
    manyToMany.maxParents = kUnbounded;
    const Json written = toJson(manyToMany);
    QCOMPARE(written.at("maxParents").get<std::string>(), std::string("unbounded"));
    QCOMPARE(written.at("avgParents").get<double>(), 2.0);
}

QTEST_GUILESS_MAIN(TestModelWriter)
#include "tst_modelwriter.moc"
