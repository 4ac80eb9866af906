// SPDX-License-Identifier: MIT
// The sample gallery (resources/samples): every sample loads, is canonical, carries
// its teaching description, analyses to finite numbers, and still teaches its lesson.
// The lesson checks use numbers worked out by hand from the model files (written in
// the comments) and check that the sample's "lookFor" text quotes them.
#include "samplesupport.h"
#include "testsupport.h"

#include "model/analysis/analysis.h"
#include "model/analysis/analysisjson.h"
#include "model/document/sampledescription.h"
#include "model/io/modelwriter.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

using namespace cosmos;
using namespace cosmos::test;

namespace {

// The gallery, in the order File › New from sample lists it. ecommerce.cosmos.json is
// the shared format example (kept byte for byte, not canonical, no description).
const QStringList kSamples {
    QStringLiteral("online-shop-orders.cosmos.json"),
    QStringLiteral("catalog-reviews.cosmos.json"),
    QStringLiteral("iot-telemetry.cosmos.json"),
    QStringLiteral("social-viral-post.cosmos.json"),
    QStringLiteral("saas-multitenant.cosmos.json"),
    QStringLiteral("product-search.cosmos.json"),
    QStringLiteral("blogging-platform.cosmos.json"),
};
const QString kFormatExample = QStringLiteral("ecommerce.cosmos.json");

// Every number of the analysis is finite (sizes may be +infinity: "unbounded").
QStringList nonFinite(const Analysis &analysis)
{
    QStringList bad;
    auto check = [&](double value, const QString &what) {
        if (!std::isfinite(value))
            bad << what;
    };
    for (const RelationshipAnalysis &r : analysis.relationships) {
        for (double v : {r.parentReadRps, r.childReadRps, r.jointReadRps, r.embeddedAvgKB})
            check(v, r.id);
        for (const std::optional<double> &v : {r.correlation, r.parentOnlyShare, r.childAloneShare})
            if (v)
                check(*v, r.id);
        if (std::isnan(r.embeddedMaxKB))
            bad << r.id + QStringLiteral(" embeddedMaxKB");
        for (const AlternativeCost &alternative : r.alternatives)
            if (alternative.ruPerSecond)
                check(*alternative.ruPerSecond, r.id + QStringLiteral(" alternative"));
    }
    for (const ContainerAnalysis &c : analysis.containers) {
        for (double v : {c.ruPerSecondAvg, c.ruPerSecondPeak, c.provisionedRuPerSecond, c.billedRuPerSecond, c.dataGB,
                 c.throughputCostUsd, c.storageCostUsd, c.monthlyCostUsd, c.hottest.ruPerSecond, c.hottest.ruLimit,
                 c.hottest.ruUtilization, c.hottest.sizeGB, c.hottest.sizeUtilization, c.hottest.hottestShare})
            check(v, c.name);
        for (const HeatCell &cell : c.heatmap)
            check(cell.ruPerSecond + cell.storageGB, c.name + QStringLiteral(" heatmap"));
        for (const LogicalKeyLoad &key : c.topKeys)
            check(key.share + key.ruPerSecond + key.storageGB, c.name + QStringLiteral(" top keys"));
        for (const PartitionKeyCandidate &k : c.candidates)
            check(k.score + k.coverage + k.prefixOnlyShare + k.hottestShare + k.distinctValues.value_or(0),
                c.name + QStringLiteral(" candidate"));
        for (const Remedy &r : c.remedies)
            check(r.fanOutRuPerSecond, c.name + QStringLiteral(" remedy"));
    }
    for (const PatternAnalysis &p : analysis.accessPatterns)
        for (double v : {p.ruPerRequest, p.fanOutRuPerRequest, p.ruPerSecondAvg, p.ruPerSecondPeak})
            check(v, p.id);
    const MassiveScale &m = analysis.massiveScale;
    check(m.peakWritesPerSecond, QStringLiteral("massive scale"));
    if (m.binning)
        for (double v : {m.binning->recordsPerChunk, m.binning->documentsBefore, m.binning->documentsAfter,
                 m.binning->writeRuPerSecondBefore, m.binning->writeRuPerSecondAfter})
            check(v, QStringLiteral("binning"));
    const Totals &t = analysis.totals;
    for (double v : {t.ruPerSecondAvg, t.ruPerSecondPeak, t.storageGB, t.monthlyCostUsd})
        check(v, QStringLiteral("totals"));
    for (const CapacityModeCost &mode : t.byCapacityMode)
        check(mode.monthlyCostUsd, QStringLiteral("capacity mode"));
    return bad;
}

} // namespace

class TestSamples : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void galleryListsEverySample();
    void formatExampleIsUntouched();

    void describedAndCanonical_data();
    void describedAndCanonical();
    void describedInEveryInterfaceLanguage_data();
    void describedInEveryInterfaceLanguage();
    void complete_data();
    void complete();
    void analysesToFiniteNumbers_data();
    void analysesToFiniteNumbers();
    void hotPartitionFiguresAgree_data();
    void hotPartitionFiguresAgree();
};

void TestSamples::galleryListsEverySample()
{
    // A new sample file must be added here (and get its lesson test).
    const QStringList files = QDir(test::samplePath(QString()))
                                  .entryList({QStringLiteral("*.cosmos.json")}, QDir::Files, QDir::Name);
    QStringList expected = kSamples;
    expected << kFormatExample;
    expected.sort();
    QCOMPARE(files, expected);

    // File › New from Sample lists them in the teaching order of gallery.json.
    const Json gallery = Json::parse(test::readAll(test::samplePath(QStringLiteral("gallery.json"))).toStdString());
    QStringList listed;
    for (const Json &name : gallery)
        listed << QString::fromStdString(name.get<std::string>());
    QCOMPARE(listed, kSamples);
}

void TestSamples::formatExampleIsUntouched()
{
    // The bundled default loads and has no sample description: it is the format example.
    const Model model = sample(kFormatExample);
    QVERIFY(!model.extra.contains("sample"));
}

void TestSamples::describedAndCanonical_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : kSamples)
        QTest::newRow(qPrintable(name)) << name;
}

void TestSamples::describedAndCanonical()
{
    QFETCH(QString, name);
    const Model model = sample(name);

    // `cosmos-modeler-cli fmt --check`: the file is exactly what a save writes.
    QVERIFY2(ModelWriter::toBytes(model) == test::readAll(test::samplePath(name)),
        qPrintable(QStringLiteral("not canonical: run cosmos-modeler-cli fmt resources/samples/%1").arg(name)));

    QVERIFY(model.extra.contains("sample"));
    const Json &description = model.extra.at("sample");
    QVERIFY(description.is_object());
    for (const char *key : {"title", "summary"}) {
        QVERIFY2(description.contains(key) && description.at(key).is_string(), key);
        QVERIFY2(!description.at(key).get<std::string>().empty(), key);
    }
    QVERIFY(description.at("summary").get<std::string>().find('\n') == std::string::npos); // one line
    const Json &lookFor = description.at("lookFor");
    QVERIFY(lookFor.is_array());
    QVERIFY2(lookFor.size() >= 3 && lookFor.size() <= 5, "3 to 5 things to look for");
    for (const Json &line : lookFor)
        QVERIFY(line.is_string() && line.get<std::string>().size() > 40);
}

void TestSamples::describedInEveryInterfaceLanguage_data()
{
    describedAndCanonical_data();
}

namespace {

// A figure as the text says it. Large counts are said with each language's own
// scale word (6.05 billion, 60.5 億, 6.05 बिलियन), so those compare by value; every
// other figure must be written exactly as in English.
struct SaidNumber {
    QString text;
    double value = 0;
    double scale = 1;
};

std::vector<SaidNumber> numbersSaid(const QString &text)
{
    static const QRegularExpression number(
        QStringLiteral("([0-9][0-9,.]*[0-9]|[0-9])(?: ?(billion|million|億|万|बिलियन|मिलियन|अरब|करोड़|लाख))?"));
    static const std::map<QString, double> scales = {{QStringLiteral("billion"), 1e9},
        {QStringLiteral("million"), 1e6}, {QStringLiteral("億"), 1e8}, {QStringLiteral("万"), 1e4},
        {QStringLiteral("बिलियन"), 1e9}, {QStringLiteral("मिलियन"), 1e6}, {QStringLiteral("अरब"), 1e9},
        {QStringLiteral("करोड़"), 1e7}, {QStringLiteral("लाख"), 1e5}};
    std::vector<SaidNumber> out;
    for (const QRegularExpressionMatch &match : number.globalMatch(text)) {
        SaidNumber said {match.captured(1)};
        if (const QString word = match.captured(2); !word.isEmpty())
            said.scale = scales.at(word);
        said.value = QString(said.text).remove(QLatin1Char(',')).toDouble() * said.scale;
        out.push_back(said);
    }
    return out;
}

} // namespace

// Each description reads in Japanese and Hindi as in English, line for line, and
// says the same numbers: a translation that drops or changes a figure would teach
// something the analysis does not show.
void TestSamples::describedInEveryInterfaceLanguage()
{
    QFETCH(QString, name);
    const Model model = sample(name);
    const SampleDescription english = *sampleDescription(model);
    const auto sameNumbers = [](const QString &source, const QString &translated, const QString &where) {
        const std::vector<SaidNumber> said = numbersSaid(translated);
        for (const SaidNumber &figure : numbersSaid(source)) {
            const bool found = std::any_of(said.begin(), said.end(), [&figure](const SaidNumber &other) {
                return figure.scale == 1 ? other.text == figure.text
                                         : std::abs(other.value - figure.value) <= 1e-9 * figure.value;
            });
            QVERIFY2(found, qPrintable(where + QStringLiteral(": ") + figure.text));
        }
    };
    for (const QString &language : {QStringLiteral("ja"), QStringLiteral("hi")}) {
        const SampleDescription translated = *sampleDescription(model, language);
        QVERIFY2(translated.title != english.title, qPrintable(language));
        QVERIFY2(translated.summary != english.summary, qPrintable(language));
        QCOMPARE(translated.lookFor.size(), english.lookFor.size());
        QCOMPARE(translated.notes.size(), english.notes.size());
        sameNumbers(english.summary, translated.summary, language + QStringLiteral(" summary"));
        for (qsizetype i = 0; i < english.lookFor.size(); ++i) {
            QVERIFY(translated.lookFor[i] != english.lookFor[i]);
            sameNumbers(english.lookFor[i], translated.lookFor[i], language + QStringLiteral(" lookFor"));
        }
        for (qsizetype i = 0; i < english.notes.size(); ++i)
            sameNumbers(english.notes[i], translated.notes[i], language + QStringLiteral(" notes"));
    }
    // A language without a translation reads English.
    QCOMPARE(sampleDescription(model, QStringLiteral("fr"))->summary, english.summary);
}

void TestSamples::complete_data()
{
    describedAndCanonical_data();
}

// RULES.md section 10 on the samples: every pattern has its traffic, SLO, consistency
// and result size; every entity that is read is written and vice versa; sizes and
// counts agree with each other.
void TestSamples::complete()
{
    QFETCH(QString, name);
    const Model model = sample(name);
    QVERIFY(!model.accessPatterns.empty());
    std::map<QString, std::pair<bool, bool>> readWritten; // entity -> (read, written)
    for (const AccessPattern &p : model.accessPatterns) {
        QVERIFY2(!p.description.isEmpty(), qPrintable(p.id));
        QVERIFY2(p.rpsAvg && *p.rpsAvg > 0, qPrintable(p.id));
        QVERIFY2(p.rpsPeak && *p.rpsPeak >= *p.rpsAvg, qPrintable(p.id));
        QVERIFY2(p.latencySloMs && *p.latencySloMs > 0, qPrintable(p.id));
        QVERIFY2(p.consistency.has_value(), qPrintable(p.id));
        QVERIFY2(p.resultCount && *p.resultCount >= 1, qPrintable(p.id));
        QVERIFY2(p.status == PatternStatus::Validated, qPrintable(p.id));
        for (const QString &entity : p.entities)
            (isRead(p.operation) ? readWritten[entity].first : readWritten[entity].second) = true;
    }
    for (const Entity &e : model.entities) {
        QVERIFY2(readWritten[e.id].first, qPrintable(e.name + QStringLiteral(" is never read")));
        QVERIFY2(readWritten[e.id].second, qPrintable(e.name + QStringLiteral(" is never written")));
        QVERIFY2(e.avgSizeKB && e.maxSizeKB && *e.avgSizeKB <= *e.maxSizeKB, qPrintable(e.id));
        QVERIFY2(e.documentCount && *e.documentCount > 0, qPrintable(e.id));
    }
    for (const Relationship &r : model.relationships) {
        QVERIFY2(r.avgChildren && r.maxChildren && *r.avgChildren <= *r.maxChildren, qPrintable(r.id));
        // Children per parent × parents = children, within 1%.
        const double parents = *model.entity(r.from)->documentCount;
        const double children = *model.entity(r.to)->documentCount;
        QVERIFY2(near(parents * *r.avgChildren, children, children * 0.01), qPrintable(r.id));
    }
}

void TestSamples::analysesToFiniteNumbers_data()
{
    describedAndCanonical_data();
}

void TestSamples::analysesToFiniteNumbers()
{
    QFETCH(QString, name);
    const Model model = sample(name);
    const auto analysis = analyze(model);
    const QStringList bad = nonFinite(*analysis);
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QStringLiteral(", "))));
    // Every relationship is decided, and the cost cross-check does not contradict the
    // lesson with a "much cheaper elsewhere" note.
    for (const RelationshipAnalysis &r : analysis->relationships) {
        QVERIFY2(r.decision.has_value(), qPrintable(r.id));
        QVERIFY2(r.costNote.isEmpty(), qPrintable(r.id + QStringLiteral(": ") + r.costNote.english()));
    }
    QVERIFY(analysis->notes.isEmpty());
    // The JSON report prints no null numbers either: null only where FORMAT.md gives
    // it a meaning (no expiry, an unknown count, a remedy without a source).
    const std::string json = analysisToJson(test::findingsOf(model, analysis)).dump();
    static const QRegularExpression nullMember(QStringLiteral("\"([A-Za-z]+)\":null"));
    for (const QRegularExpressionMatch &match : nullMember.globalMatch(QString::fromStdString(json)))
        QVERIFY2(QStringList({QStringLiteral("defaultTtl"), QStringLiteral("distinctValues"), QStringLiteral("source")})
                     .contains(match.captured(1)),
            qPrintable(match.captured(0)));
}

void TestSamples::hotPartitionFiguresAgree_data()
{
    describedAndCanonical_data();
}

// The Hot Partitions panel, the key table and the documents quote the same hottest
// value, and the heatmap's partitions carry all of the container's peak, no more.
void TestSamples::hotPartitionFiguresAgree()
{
    QFETCH(QString, name);
    const auto analysis = analyze(sample(name));
    for (const ContainerAnalysis &container : analysis->containers) {
        const auto chosen = std::find_if(container.keyEvaluation.begin(), container.keyEvaluation.end(),
            [](const KeyEvaluation &e) { return e.chosen; });
        QVERIFY2(chosen != container.keyEvaluation.end(), qPrintable(container.name));
        QCOMPARE(chosen->hottestRuPerSecond, container.hottest.ruPerSecond);
        double heat = 0;
        for (const HeatCell &cell : container.heatmap)
            heat += cell.ruPerSecond * cell.partitionCount;
        QVERIFY2(std::abs(heat - container.ruPerSecondPeak) <= 1e-9 * std::max(1.0, container.ruPerSecondPeak),
            qPrintable(
                QStringLiteral("%1: %2 against %3").arg(container.name).arg(heat).arg(container.ruPerSecondPeak)));
        QCOMPARE(container.hottest.keyedPeakRuPerSecond + container.hottest.spreadPeakRuPerSecond,
            container.ruPerSecondPeak);
        if (!container.topKeys.empty())
            QCOMPARE(container.topKeys.front().ruPerSecond, container.hottest.ruPerSecond);
        // One truth: the container's status is its worst tile's, a tile is warm only
        // where a key value in it is, and hot only then or over its slice.
        HeatStatus worstTile = HeatStatus::Ok;
        for (const HeatCell &cell : container.heatmap) {
            worstTile = std::max(worstTile, cell.status());
            const bool overSlice = cell.ruPerSecond > container.hottest.ruLimit * (1 + 1e-12);
            QVERIFY2(cell.ruStatus != HeatStatus::Hot || overSlice || container.hottest.ruStatus == HeatStatus::Hot,
                qPrintable(QStringLiteral("%1: partition %2").arg(container.name).arg(cell.partition)));
            QVERIFY2(cell.ruStatus <= std::max(container.hottest.ruStatus, overSlice ? HeatStatus::Hot : HeatStatus::Ok),
                qPrintable(QStringLiteral("%1: partition %2").arg(container.name).arg(cell.partition)));
        }
        QCOMPARE(container.hottest.status,
            std::max({worstTile, container.hottest.ruStatus, container.hottest.sizeStatus}));
    }
}

QTEST_GUILESS_MAIN(TestSamples)
#include "tst_samples.moc"
