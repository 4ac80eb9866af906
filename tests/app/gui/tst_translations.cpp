// SPDX-License-Identifier: MIT
// The translations: the Japanese and Hindi files are complete and keep every
// placeholder and accelerator, English has the forms of every plural, the exported
// documents stay in English, and what the analysis and the canvas say reads in the
// interface language.
#include "app/gui/uilanguage.h"
#include "model/analysis/analysis.h"
#include "model/export/datamodeldocument.h"
#include "model/export/requirementsdocument.h"
#include "scratchhome.h"
#include "testsupport.h"
#include "views/canvas/canvaspresenter.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

using namespace cosmos;

namespace {

struct TsMessage {
    QString context;
    QString source;
    bool numerus = false;
    bool unfinished = false;
    bool vanished = false;    // no longer in the sources: kept for other branches, never shown
    QStringList translations; // one per numerus form, else one
};

QList<TsMessage> readTs(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QList<TsMessage> messages;
    QString context;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const QStringView name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            TsMessage message;
            message.context = context;
            message.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            messages << message;
        } else if (name == QLatin1String("source")) {
            messages.back().source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const QStringView type = xml.attributes().value(QLatin1String("type"));
            messages.back().unfinished = type == QLatin1String("unfinished");
            messages.back().vanished = type == QLatin1String("vanished") || type == QLatin1String("obsolete");
            if (!messages.back().numerus)
                messages.back().translations << xml.readElementText();
        } else if (name == QLatin1String("numerusform")) {
            messages.back().translations << xml.readElementText();
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}

// %1…%99 and %n: what QString::arg() and tr()'s numerus fill in.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%(\\d{1,2}|n)"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found << it.next().captured(0);
    found.removeDuplicates();
    found.sort();
    return found;
}

// Menu accelerators: "&File" → 1 (a literal "&&" is not one).
int accelerators(QString text)
{
    text.remove(QStringLiteral("&&"));
    return int(text.count(QLatin1Char('&')));
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void translationFilesAreComplete_data();
    void translationFilesAreComplete();
    void englishHasTheFormsOfEveryPlural();
    void exportsStayOutOfTranslations();
    void oneAnalysisSpeaksEveryLanguage();
    void connectorsReadInTheLanguage();
    void cleanupTestCase();

private:
    test::ScratchHome m_home;
};

void TestTranslations::initTestCase()
{
    QVERIFY(m_home.enter(test::ScratchHome::Names::Application));
}

void TestTranslations::translationFilesAreComplete_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("numerusForms");
    QTest::newRow("ja") << QStringLiteral("ja") << 1; // Japanese has no plural forms
    QTest::newRow("hi") << QStringLiteral("hi") << 2; // singular, plural
}

void TestTranslations::translationFilesAreComplete()
{
    QFETCH(QString, language);
    QFETCH(int, numerusForms);
    const QList<TsMessage> messages
        = readTs(QStringLiteral(COSMOS_SOURCE_DIR "/translations/cosmos-modeler_%1.ts").arg(language));
    QVERIFY(messages.size() > 500);
    QStringList problems;
    for (const TsMessage &message : messages) {
        if (message.vanished)
            continue;
        const QString where = message.context + QStringLiteral(": \"") + message.source + QLatin1Char('"');
        if (message.unfinished)
            problems << where + QStringLiteral(" is unfinished");
        if (message.numerus && message.translations.size() != numerusForms)
            problems << where + QStringLiteral(" has %1 plural forms").arg(message.translations.size());
        for (const QString &translation : message.translations) {
            if (translation.trimmed().isEmpty())
                problems << where + QStringLiteral(" has an empty translation");
            else if (placeholders(translation) != placeholders(message.source))
                problems << where + QStringLiteral(" → \"%1\" changes the placeholders").arg(translation);
            if (accelerators(translation) != accelerators(message.source))
                problems << where + QStringLiteral(" → \"%1\" changes the accelerator").arg(translation);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTranslations::englishHasTheFormsOfEveryPlural()
{
    QHash<QString, TsMessage> english;
    for (const TsMessage &message : readTs(QStringLiteral(COSMOS_SOURCE_DIR "/translations/cosmos-modeler_en.ts")))
        english.insert(message.context + QLatin1Char('|') + message.source, message);
    for (const QString &language : {QStringLiteral("ja"), QStringLiteral("hi")})
        for (const TsMessage &message :
            readTs(QStringLiteral(COSMOS_SOURCE_DIR "/translations/cosmos-modeler_%1.ts").arg(language))) {
            if (!message.numerus || message.vanished)
                continue;
            const QString key = message.context + QLatin1Char('|') + message.source;
            QVERIFY2(english.contains(key), qPrintable(QStringLiteral("no English plural forms for ") + key));
            const TsMessage &forms = english.value(key);
            QCOMPARE(forms.translations.size(), 2); // one, other
            // The count, plain (%n) or grouped as the language groups digits (%Ln).
            const QString count
                = message.source.contains(QLatin1String("%Ln")) ? QStringLiteral("%Ln") : QStringLiteral("%n");
            for (const QString &form : forms.translations)
                QVERIFY2(form.contains(count), qPrintable(key));
        }
    // Installed with English: counts read as English does.
    QVERIFY(UiLanguage::apply(QStringLiteral("en")));
    const char *status = "%n container(s) · %1 RU/s peak · %2/month";
    QCOMPARE(QCoreApplication::translate("cosmos::MainWindow", status, nullptr, 1),
        QStringLiteral("1 container · %1 RU/s peak · %2/month"));
    QCOMPARE(QCoreApplication::translate("cosmos::MainWindow", status, nullptr, 2),
        QStringLiteral("2 containers · %1 RU/s peak · %2/month"));
    QCOMPARE(
        QCoreApplication::translate("cosmos::ChecklistPanel", "%n error(s)", nullptr, 0), QStringLiteral("0 errors"));
}

void TestTranslations::exportsStayOutOfTranslations()
{
    // The exported documents are a stable interface in English: their context must
    // never be translated, whatever the GUI shows.
    for (const QString &language : {QStringLiteral("ja"), QStringLiteral("hi")})
        for (const TsMessage &message :
            readTs(QStringLiteral(COSMOS_SOURCE_DIR "/translations/cosmos-modeler_%1.ts").arg(language)))
            QVERIFY2(message.context != QLatin1String("cosmos::ExportTr"), qPrintable(message.source));
    QVERIFY(UiLanguage::apply(QStringLiteral("ja")));
    QCOMPARE(QCoreApplication::translate("cosmos::ExportTr", "partition key"), QStringLiteral("partition key"));
    QCOMPARE(QCoreApplication::translate("cosmos::PanelDocks", "Inspector"), QStringLiteral("インスペクター"));
    QVERIFY(UiLanguage::apply(QStringLiteral("en")));
    QCOMPARE(QCoreApplication::translate("cosmos::PanelDocks", "Inspector"), QStringLiteral("Inspector"));
}

void TestTranslations::oneAnalysisSpeaksEveryLanguage()
{
    // The analysis holds its sentences as Texts: the documents render them in
    // English and the views in the interface language, from the same analysis.
    const Model model = test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json")));
    QVERIFY(UiLanguage::apply(QStringLiteral("en")));
    const std::shared_ptr<const Analysis> analysis = analyze(model);
    auto documents = [&](const std::shared_ptr<const Analysis> &a) {
        const Findings findings = test::findingsOf(model, a);
        return requirementsDocument(findings) + dataModelDocument(findings);
    };
    const QString english = documents(analysis);
    const Text reason = partitionKeyReasons(analysis->containers.front(), analysis->assumptions).front();
    const QString reasonInEnglish = reason.translated();
    QVERIFY(UiLanguage::apply(QStringLiteral("ja")));
    QCOMPARE(QCoreApplication::translate("cosmos::PanelDocks", "Costs"), QStringLiteral("コスト"));
    // Where two documents part, with some context: a sentence that missed English.
    auto sameAsEnglish = [&](const QString &text) {
        qsizetype i = 0;
        while (i < text.size() && i < english.size() && text[i] == english[i])
            ++i;
        return i == text.size() && i == english.size() ? QString() : text.mid(std::max<qsizetype>(0, i - 80), 200);
    };
    QCOMPARE(sameAsEnglish(documents(analysis)), QString());
    QCOMPARE(sameAsEnglish(documents(analyze(model))), QString()); // made while the window speaks Japanese
    QCOMPARE(reason.english(), reasonInEnglish);
    QVERIFY2(reason.translated() != reasonInEnglish, qPrintable(reason.translated()));
    QVERIFY(reason.translated().contains(QStringLiteral("/userId")));
    QVERIFY(UiLanguage::apply(QStringLiteral("en")));
    QCOMPARE(reason.translated(), reasonInEnglish);
}

void TestTranslations::connectorsReadInTheLanguage()
{
    // Order → Shipment is one-to-few: the cardinality is symbols, and "few" a word.
    const Model model = test::loadModel(test::samplePath(QStringLiteral("online-shop-orders.cosmos.json")));
    const auto analysis = analyze(model);
    const Relationship *shipments = model.relationship(QStringLiteral("order-shipments"));
    QVERIFY(shipments);
    const auto label = [&]() {
        const auto connector = CanvasPresenter(model, *analysis).connector(*shipments);
        return connector ? connector->label : QStringLiteral("(drawn inside a card)");
    };
    QVERIFY(UiLanguage::apply(QStringLiteral("en")));
    QVERIFY2(label().startsWith(QStringLiteral("1:few · ")), qPrintable(label()));
    QVERIFY(UiLanguage::apply(QStringLiteral("ja")));
    QVERIFY2(label().startsWith(QStringLiteral("1:少数 · ")), qPrintable(label()));
    QVERIFY(UiLanguage::apply(QStringLiteral("hi")));
    QVERIFY2(label().startsWith(QStringLiteral("1:कुछ · ")), qPrintable(label()));
}

void TestTranslations::cleanupTestCase()
{
    UiLanguage::apply(QStringLiteral("en"));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
