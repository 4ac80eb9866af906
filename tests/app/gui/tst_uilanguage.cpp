// SPDX-License-Identifier: MIT
// The user interface in English, Japanese and Hindi at run time: a switch
// retranslates the open window in place — it then shows exactly what a window built
// in that language shows —, every language fits the window, and the choice survives
// a restart. (The translation files themselves: tst_translations.)
#include "app/gui/fileactions.h"
#include "app/gui/mainwindow.h"
#include "app/gui/paneldocks.h"
#include "app/gui/accountconnectiondialog.h"
#include "app/gui/accountreportdialog.h"
#include "app/gui/recoverydialog.h"
#include "app/gui/samplegallery.h"
#include "app/gui/shortcutsheet.h"
#include "app/gui/uilanguage.h"
#include "views/document/autosaver.h"
#include "gui/showntexts.h"
#include "views/canvas/modelscene.h"
#include "views/canvas/modelview.h"
#include "scratchhome.h"
#include "testsupport.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"
#include "views/common/languagechange.h"
#include "views/panels/accesspatternspanel.h"
#include "views/panels/costspanel.h"
#include "views/panels/heatmappanel.h"
#include "views/panels/inspectorpanel.h"

#include <QApplication>
#include <QAbstractButton>
#include <QToolButton>
#include <QLineEdit>
#include <QLabel>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalBlocker>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace cosmos;

namespace {

QStringList menuTitles(MainWindow *window)
{
    QStringList titles;
    for (QAction *action : window->menuBar()->actions())
        titles << action->text();
    return titles;
}

QString dockTitle(MainWindow *window, const QString &objectName)
{
    auto *dock = window->findChild<QDockWidget *>(objectName);
    return dock ? dock->windowTitle() : QString();
}

QString patternColumn(MainWindow *window, int column)
{
    auto *table = window->docks()->accessPatterns()->findChild<QTableView *>();
    return table ? table->model()->headerData(column, Qt::Horizontal).toString() : QString();
}

// A 1400×900 window on the online-shop sample, shown and settled; null if the
// sample cannot be opened.
MainWindow *windowOnTheSample()
{
    auto *window = new MainWindow;
    window->resize(1400, 900);
    if (!window->fileActions()->openFile(test::samplePath(QStringLiteral("ecommerce.cosmos.json")))) {
        delete window;
        return nullptr;
    }
    window->show();
    window->settle();
    return window;
}

// The widgets under `root` that show less of their text than it needs: a label
// narrower or (wrapped) shorter than its text, a button or check box narrower
// than its text, a list box narrower than its choice, a number field narrower
// than its number. Hidden widgets and empty texts do not count.
QStringList clippedTexts(QWidget *root)
{
    QStringList out;
    const auto where = [](const QWidget *w, const QString &text, int have, int need) {
        QString owner; // the nearest named ancestor: which panel it is in
        for (const QWidget *up = w->parentWidget(); up && owner.isEmpty(); up = up->parentWidget())
            owner = up->objectName().startsWith(QLatin1String("qt_")) ? QString() : up->objectName();
        return QStringLiteral("%1 in %2 \"%3\": %4 of %5 px")
            .arg(QString::fromLatin1(w->metaObject()->className()), owner, text.left(48))
            .arg(have)
            .arg(need);
    };
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisible() || w->width() <= 0)
            continue;
        if (auto *label = qobject_cast<QLabel *>(w)) {
            if (label->text().isEmpty() || !label->pixmap().isNull())
                continue;
            if (label->wordWrap()) {
                const int need = label->heightForWidth(label->width());
                if (label->height() + 1 < need)
                    out << where(label, label->text(), label->height(), need);
            } else if (label->width() + 1 < label->minimumSizeHint().width()) {
                out << where(label, label->text(), label->width(), label->minimumSizeHint().width());
            }
        } else if (auto *button = qobject_cast<QAbstractButton *>(w)) {
            if (!button->text().isEmpty() && button->width() + 1 < button->minimumSizeHint().width()
                && !qobject_cast<QToolButton *>(w))
                out << where(button, button->text(), button->width(), button->minimumSizeHint().width());
        } else if (auto *combo = qobject_cast<QComboBox *>(w)) {
            const int need = combo->fontMetrics().horizontalAdvance(combo->currentText()) + 24;
            if (!combo->currentText().isEmpty() && combo->width() < need)
                out << where(combo, combo->currentText(), combo->width(), need);
        } else if (auto *table = qobject_cast<QAbstractScrollArea *>(w);
                   table && w->objectName().startsWith(QLatin1String("costPer"))) {
            // Amounts in the cost tables are read whole, never behind a scroll bar.
            if (table->horizontalScrollBar()->maximum() > 0)
                out << where(w, w->objectName(), table->viewport()->width(),
                    table->viewport()->width() + table->horizontalScrollBar()->maximum());
        } else if (auto *edit = qobject_cast<QLineEdit *>(w)) {
            // Numbers are right-aligned; a cut number reads as another number.
            const int need = edit->fontMetrics().horizontalAdvance(edit->text()) + 12;
            if ((edit->alignment() & Qt::AlignRight) && !edit->text().isEmpty() && edit->width() < need)
                out << where(edit, edit->text(), edit->width(), need);
        }
    }
    return out;
}

// The texts of `window` and of a window built now, in the language now installed,
// on the same document and at the same size and zoom; with each dock raised in turn
// in both, so that panels behind a tab are compared as well. Empty when they agree.
QString differenceFromANewWindow(MainWindow *window)
{
    ModelDocument *document = window->document();
    auto *fresh = new MainWindow(document); // adopts the document for a moment
    fresh->resize(window->size());
    fresh->restoreState(window->saveState());
    fresh->show();
    fresh->settle();
    fresh->canvas()->setZoom(window->canvas()->zoom());
    QApplication::processEvents();
    QString difference = test::textDifference(test::shownTexts(fresh), test::shownTexts(window));
    for (QDockWidget *dock : window->findChildren<QDockWidget *>()) {
        if (!difference.isEmpty())
            break;
        auto *twin = fresh->findChild<QDockWidget *>(dock->objectName());
        dock->raise();
        twin->raise();
        QApplication::processEvents();
        difference = test::textDifference(test::shownTexts(twin), test::shownTexts(dock));
        if (!difference.isEmpty())
            difference.prepend(dock->objectName() + QLatin1Char('\n'));
    }
    document->setParent(window);
    delete fresh;
    QApplication::processEvents();
    return difference;
}

class ProbeCommand : public QUndoCommand {
public:
    ProbeCommand()
        : QUndoCommand(QStringLiteral("probe"))
    {
    }
};

} // namespace

class TestUiLanguage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void languageMenuNamesEachLanguageInItsOwnName();
    void switchRetranslatesTheOpenWindow();
    void anEditIsUndoneAfterALanguageSwitch();
    void switchedWindowShowsWhatANewWindowShows();
    void inspectorFitsItsDockInEveryLanguage();
    void noTextIsClippedAt1280x720_data();
    void noTextIsClippedAt1280x720();
    void everyDialogFitsItsTextAtItsMinimumSize_data();
    void everyDialogFitsItsTextAtItsMinimumSize();
    void aPanelHidesTheWindowBehindIt();
    void commandLineLanguage();
    void screenshotOfAnUnreadableModelSaysWhyAndExits();
    void cleanupTestCase();

private:
    test::ScratchHome m_home;
};

void TestUiLanguage::initTestCase()
{
    QVERIFY(m_home.enter(test::ScratchHome::Names::Application));
}

void TestUiLanguage::languageMenuNamesEachLanguageInItsOwnName()
{
    QStringList names;
    for (const UiLanguage::Choice &choice : UiLanguage::available())
        names << choice.nativeName;
    QCOMPARE(names, (QStringList {QStringLiteral("English"), QStringLiteral("日本語"), QStringLiteral("हिन्दी")}));
}

// The undo history survives a switch and still works: an edit made in English is
// undone and redone in Japanese, the Edit menu offering it in Japanese.
void TestUiLanguage::anEditIsUndoneAfterALanguageSwitch()
{
    QVERIFY(UiLanguage::apply(QStringLiteral("en")));
    std::unique_ptr<MainWindow> window(windowOnTheSample());
    QVERIFY(window);
    ModelDocument *document = window->document();
    const Model before = document->model();
    const QString entity = before.entities.front().id;
    QVERIFY(document->apply({Change::set(ObjectKind::Entity, entity, "avgSizeKB", 7.5)}, QStringLiteral("Edit size")).applied);
    const Model edited = document->model();
    const auto undoAction = [&]() -> QAction * {
        for (QAction *action : window->menuBar()->actions().at(1)->menu()->actions())
            if (action->shortcut() == QKeySequence(QKeySequence::Undo))
                return action;
        return nullptr;
    };
    QVERIFY(undoAction());
    const QString englishUndo = undoAction()->text();
    QVERIFY2(englishUndo.startsWith(QStringLiteral("&Undo")), qPrintable(englishUndo));

    QVERIFY(UiLanguage::switchTo(QStringLiteral("ja")));
    QApplication::processEvents();
    QVERIFY(undoAction()->isEnabled());
    QVERIFY2(!undoAction()->text().startsWith(QStringLiteral("&Undo")), qPrintable(undoAction()->text()));
    undoAction()->trigger();
    QVERIFY(document->model() == before);
    document->undoStack()->redo();
    QVERIFY(document->model() == edited);
    QVERIFY(UiLanguage::switchTo(QStringLiteral("en")));
    QApplication::processEvents();
}

void TestUiLanguage::switchRetranslatesTheOpenWindow()
{
    QVERIFY(UiLanguage::apply(QStringLiteral("en")));
    MainWindow *window = windowOnTheSample();
    QVERIFY(window);
    ModelDocument *document = window->document();
    const QString filePath = document->filePath();
    document->undoStack()->push(new ProbeCommand);
    const int undoCount = document->undoStack()->count();
    const QString entity = document->model().entities.front().id;
    document->selection()->select(ObjectKind::Entity, entity);

    QCOMPARE(menuTitles(window),
        (QStringList {QStringLiteral("&File"), QStringLiteral("&Edit"), QStringLiteral("&Model"),
            QStringLiteral("&View"), QStringLiteral("&Help")}));
    QCOMPARE(dockTitle(window, QStringLiteral("inspectorDock")), QStringLiteral("Inspector"));
    QCOMPARE(patternColumn(window, 1), QStringLiteral("Description"));

    const double zoom = window->canvas()->zoom() * 1.25;
    window->canvas()->setZoom(zoom);
    const QPointF center = window->canvas()->mapToScene(window->canvas()->viewport()->rect().center());
    window->findChild<QDockWidget *>(QStringLiteral("costsDock"))->raise();

    QVERIFY(UiLanguage::switchTo(QStringLiteral("ja")));
    QVERIFY(!UiLanguage::switchTo(QStringLiteral("ja"))); // already
    QApplication::processEvents();
    QCOMPARE(UiLanguage::current(), QStringLiteral("ja"));
    // In place: the canvas keeps its zoom and scroll, the dock group its raised tab.
    QCOMPARE(window->canvas()->zoom(), zoom);
    QCOMPARE(window->canvas()->mapToScene(window->canvas()->viewport()->rect().center()), center);
    QVERIFY(window->docks()->costs()->isShowing());
    QCOMPARE(menuTitles(window),
        (QStringList {QStringLiteral("ファイル(&F)"), QStringLiteral("編集(&E)"), QStringLiteral("モデル(&M)"),
            QStringLiteral("表示(&V)"), QStringLiteral("ヘルプ(&H)")}));
    QCOMPARE(dockTitle(window, QStringLiteral("inspectorDock")), QStringLiteral("インスペクター"));
    QCOMPARE(dockTitle(window, QStringLiteral("accessPatternsDock")), QStringLiteral("アクセス パターン"));
    QCOMPARE(dockTitle(window, QStringLiteral("heatmapDock")), QStringLiteral("ホット パーティション"));
    QCOMPARE(patternColumn(window, 1), QStringLiteral("説明"));
    QCOMPARE(patternColumn(window, 2), QStringLiteral("操作"));
    QVERIFY(QApplication::font().families().contains(QStringLiteral("Noto Sans CJK JP")));
    QVERIFY(window->scene()->theme().bodyFont.families().contains(QStringLiteral("Noto Sans CJK JP")));
    // The same document, with its undo history, file and selection.
    QCOMPARE(window->document(), document);
    QCOMPARE(document->filePath(), filePath);
    QCOMPARE(document->undoStack()->count(), undoCount);
    QCOMPARE(document->undoStack()->text(undoCount - 1), QStringLiteral("probe"));
    QCOMPARE(document->selection()->ids(ObjectKind::Entity), QStringList {entity});
    QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("ja"));
    QCOMPARE(UiLanguage::startupLanguage(), QStringLiteral("ja"));

    QVERIFY(UiLanguage::switchTo(QStringLiteral("hi")));
    QApplication::processEvents();
    QCOMPARE(menuTitles(window).constFirst(), QStringLiteral("फ़ाइल (&F)"));
    QCOMPARE(dockTitle(window, QStringLiteral("costsDock")), QStringLiteral("लागत"));
    QCOMPARE(patternColumn(window, 1), QStringLiteral("विवरण"));
    QVERIFY(QApplication::font().families().contains(QStringLiteral("Noto Sans Devanagari")));
    QVERIFY(window->scene()->theme().titleFont.families().contains(QStringLiteral("Noto Sans Devanagari")));

    QVERIFY(UiLanguage::switchTo(QStringLiteral("en")));
    QApplication::processEvents();
    QCOMPARE(menuTitles(window),
        (QStringList {QStringLiteral("&File"), QStringLiteral("&Edit"), QStringLiteral("&Model"),
            QStringLiteral("&View"), QStringLiteral("&Help")}));
    QCOMPARE(dockTitle(window, QStringLiteral("inspectorDock")), QStringLiteral("Inspector"));
    QCOMPARE(patternColumn(window, 1), QStringLiteral("Description"));
    QCOMPARE(window->document(), document);
    QCOMPARE(document->undoStack()->count(), undoCount);
    QCOMPARE(UiLanguage::startupLanguage(), QStringLiteral("en"));
    document->undoStack()->clear(); // the probe is not a real edit
    delete window;
}

void TestUiLanguage::switchedWindowShowsWhatANewWindowShows()
{
    QVERIFY(UiLanguage::apply(QStringLiteral("en")));
    MainWindow *window = windowOnTheSample();
    QVERIFY(window);
    ModelDocument *document = window->document();
    document->selection()->select(ObjectKind::Entity, document->model().entities.front().id);
    // Every panel has been on screen in English before the switch.
    for (QDockWidget *dock : window->findChildren<QDockWidget *>()) {
        dock->raise();
        QApplication::processEvents();
    }
    const QStringList english = test::shownTexts(window);
    QVERIFY(english.size() > 200);

    for (const QString &code : {QStringLiteral("ja"), QStringLiteral("hi"), QStringLiteral("en")}) {
        QVERIFY(UiLanguage::switchTo(code));
        QApplication::processEvents();
        const QString difference = differenceFromANewWindow(window);
        QVERIFY2(difference.isEmpty(), qPrintable(code + QLatin1Char('\n') + difference));
    }
    // The comparison can fail: a window left in English (the switch not announced)
    // differs from one built in Japanese.
    {
        const QSignalBlocker unannounced(LanguageChange::instance());
        QVERIFY(UiLanguage::apply(QStringLiteral("ja")));
    }
    QVERIFY(!differenceFromANewWindow(window).isEmpty());
    QVERIFY(UiLanguage::apply(QStringLiteral("en")));
    QApplication::processEvents();
    delete window;
}

void TestUiLanguage::inspectorFitsItsDockInEveryLanguage()
{
    QVERIFY(UiLanguage::apply(QStringLiteral("en")));
    MainWindow *window = windowOnTheSample(); // its inspector dock is 350 px wide, the narrowest default
    QVERIFY(window);
    ModelDocument *document = window->document();
    const Model &model = document->model();
    auto *scroll = window->docks()->inspector()->findChild<QScrollArea *>();
    QVERIFY(scroll);
    const QList<std::pair<ObjectKind, QString>> subjects {{ObjectKind::Application, QString()},
        {ObjectKind::Entity, model.entities.front().id}, {ObjectKind::Relationship, model.relationships.front().id},
        {ObjectKind::AccessPattern, model.accessPatterns.front().id}};
    for (const QString &code : {QStringLiteral("en"), QStringLiteral("ja"), QStringLiteral("hi")}) {
        UiLanguage::switchTo(code);
        for (const auto &[kind, id] : subjects) {
            if (id.isEmpty())
                document->selection()->clear();
            else
                document->selection()->select(kind, id);
            QApplication::processEvents();
            // Nothing is cut off at the right edge: no sideways scrolling.
            QVERIFY2(scroll->horizontalScrollBar()->maximum() == 0,
                qPrintable(QStringLiteral("%1, %2: %3 px too wide")
                               .arg(code, id.isEmpty() ? QStringLiteral("application") : id)
                               .arg(scroll->horizontalScrollBar()->maximum())));
        }
    }
    QVERIFY(UiLanguage::switchTo(QStringLiteral("en")) || UiLanguage::current() == QStringLiteral("en"));
    delete window;
}

void TestUiLanguage::noTextIsClippedAt1280x720_data()
{
    QTest::addColumn<QString>("language");
    for (const char *code : {"en", "ja", "hi"})
        QTest::newRow(code) << QString::fromLatin1(code);
}

// Every dock raised in turn, and the inspector on each kind of object, in a
// 1280×720 window: nothing shows less of its text than it needs.
void TestUiLanguage::noTextIsClippedAt1280x720()
{
    QFETCH(QString, language);
    QVERIFY(UiLanguage::apply(language));
    auto *window = new MainWindow;
    window->resize(1280, 720);
    QVERIFY(window->fileActions()->openFile(test::samplePath(QStringLiteral("social-viral-post.cosmos.json"))));
    window->show();
    window->settle();
    // The canvas keeps more than half the window's height beside the docks (it
    // had 280 of 720 px).
    QVERIFY2(
        window->canvas()->height() * 2 >= window->height(), qPrintable(QString::number(window->canvas()->height())));
    ModelDocument *document = window->document();
    const Model &model = document->model();
    QStringList problems;
    const auto check = [&](const QString &what) {
        QApplication::processEvents();
        for (const QString &problem : clippedTexts(window))
            problems << what + QStringLiteral(": ") + problem;
    };
    for (QDockWidget *dock : window->findChildren<QDockWidget *>()) {
        dock->show();
        dock->raise();
        check(dock->objectName());
    }
    window->raisePanel(QStringLiteral("inspector"));
    const QList<std::pair<ObjectKind, QString>> subjects {{ObjectKind::Entity, model.entities.front().id},
        {ObjectKind::Relationship, model.relationships.front().id},
        {ObjectKind::AccessPattern, model.accessPatterns.front().id}};
    for (const auto &[kind, id] : subjects) {
        document->selection()->select(kind, id);
        check(QStringLiteral("inspector on ") + id);
    }
    problems.removeDuplicates();
    delete window;
    QVERIFY(UiLanguage::apply(QStringLiteral("en")));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestUiLanguage::everyDialogFitsItsTextAtItsMinimumSize_data()
{
    noTextIsClippedAt1280x720_data();
}

// A dialog made as small as its layout allows (its minimum size hint) still shows
// every text whole, in each language: the hint accounts for what the forms hold.
void TestUiLanguage::everyDialogFitsItsTextAtItsMinimumSize()
{
    QFETCH(QString, language);
    QVERIFY(UiLanguage::apply(language));
    std::unique_ptr<MainWindow> window(windowOnTheSample());
    QVERIFY(window);
    RecoveryInfo recovery;
    recovery.recoveryPath = QStringLiteral("/tmp/recovery.cosmos.json");
    recovery.originalPath = QStringLiteral("/home/user/models/online-shop.cosmos.json");
    recovery.savedAt = QDateTime(QDate(2026, 12, 1), QTime(9, 30));
    recovery.applicationName = QStringLiteral("Online shop");
    recovery.entities = 5;
    recovery.relationships = 3;
    recovery.accessPatterns = 12;
    recovery.edits = 4;
    std::vector<std::unique_ptr<QDialog>> dialogs;
    dialogs.emplace_back(new AccountConnectionDialog(AccountConnectionDialog::Purpose::Import, window.get()));
    dialogs.emplace_back(new AccountConnectionDialog(AccountConnectionDialog::Purpose::Deploy, window.get()));
    dialogs.emplace_back(new AccountConnectionDialog(AccountConnectionDialog::Purpose::Measure, window.get()));
    dialogs.emplace_back(new AccountReportDialog(QStringLiteral("Compare"),
        QStringLiteral("UserOrders: defaultTtl: (none) -> -1 (in place)"), window.get()));
    dialogs.emplace_back(new RecoveryDialog({recovery}, window.get()));
    dialogs.emplace_back(new SampleGallery(window.get()));
    dialogs.emplace_back(new ShortcutSheet(window->menuBar(), window.get()));
    QStringList problems;
    for (const std::unique_ptr<QDialog> &dialog : dialogs) {
        dialog->show();
        QApplication::processEvents();
        dialog->resize(dialog->minimumSizeHint());
        QApplication::processEvents();
        for (const QString &problem : clippedTexts(dialog.get()))
            problems << QString::fromLatin1(dialog->metaObject()->className()) + QStringLiteral(": ") + problem;
        dialog->hide();
    }
    dialogs.clear();
    window.reset();
    QVERIFY(UiLanguage::apply(QStringLiteral("en")));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

// Nothing shows through a panel: beside a label's text the window is blank. (The
// main window paints its dock separators beneath the docks; one showed through the
// Hot Partitions panel as a stray line.)
void TestUiLanguage::aPanelHidesTheWindowBehindIt()
{
    QVERIFY(UiLanguage::apply(QStringLiteral("en")));
    auto *window = new MainWindow;
    window->resize(1600, 1000);
    QVERIFY(window->fileActions()->openFile(test::samplePath(QStringLiteral("social-viral-post.cosmos.json"))));
    window->show();
    window->settle();
    window->raisePanel(QStringLiteral("heatmap"));
    QApplication::processEvents();
    const QImage whole = window->grab().toImage();
    QStringList marked;
    int checked = 0;
    for (QLabel *label : window->docks()->heatmap()->findChildren<QLabel *>()) {
        if (!label->isVisible() || label->text().isEmpty() || Qt::mightBeRichText(label->text()))
            continue;
        const int textEnd = label->fontMetrics().horizontalAdvance(label->text()) + label->margin() + 4;
        if (label->fontMetrics().horizontalAdvance(label->text()) > label->contentsRect().width())
            continue; // wrapped
        const QRect beside = QRect(label->mapTo(window, QPoint(textEnd, 0)), QSize(label->width() - textEnd, label->height()))
                                 .intersected(QRect(label->mapTo(window, QPoint(0, 0)), label->size()));
        if (beside.width() < 50)
            continue;
        ++checked;
        const QRgb blank = whole.pixel(beside.topLeft());
        for (int y = beside.top(); y <= beside.bottom(); ++y)
            for (int x = beside.left(); x <= beside.right(); ++x)
                if (qAbs(qGray(whole.pixel(x, y)) - qGray(blank)) > 24) {
                    marked << QStringLiteral("\"%1\" at %2,%3").arg(label->text().left(30)).arg(x).arg(y);
                    y = beside.bottom() + 1;
                    break;
                }
    }
    delete window;
    QVERIFY2(checked >= 1, "the test needs a one-line label with room beside it");
    QVERIFY2(marked.isEmpty(), qPrintable(marked.join(QLatin1Char('\n'))));
}

void TestUiLanguage::commandLineLanguage()
{
    const QString out = m_home.filePath(QStringLiteral("ja.png"));
    QProcess app;
    app.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
    app.start(QStringLiteral(COSMOS_GUI),
        {QStringLiteral("--screenshot"), out, QStringLiteral("--size"), QStringLiteral("800x600"),
            QStringLiteral("--lang"), QStringLiteral("ja")});
    QVERIFY(app.waitForFinished(60000));
    QCOMPARE(app.exitCode(), 0);
    QVERIFY(!QImage(out).isNull());

    app.start(QStringLiteral(COSMOS_GUI),
        {QStringLiteral("--screenshot"), out, QStringLiteral("--lang"), QStringLiteral("fr")});
    QVERIFY(app.waitForFinished(60000));
    QCOMPARE(app.exitCode(), 2);
    QVERIFY(app.readAllStandardError().contains("unknown language"));
}

// No one can close a dialog in a --screenshot run: the errors go to stderr, the exit
// status is 2 and no picture of some other model is written.
void TestUiLanguage::screenshotOfAnUnreadableModelSaysWhyAndExits()
{
    const QString model = m_home.filePath(QStringLiteral("broken.cosmos.json"));
    QVERIFY(test::writeFile(model, "{\n  \"schemaVersion\": 1,\n  oops\n}\n"));
    const QString out = m_home.filePath(QStringLiteral("broken.png"));
    QProcess app;
    app.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
    app.start(QStringLiteral(COSMOS_GUI), {model, QStringLiteral("--screenshot"), out});
    QVERIFY(app.waitForFinished(60000));
    QCOMPARE(app.exitCode(), 2);
    const QString errors = QString::fromUtf8(app.readAllStandardError());
    QVERIFY2(errors.contains(QStringLiteral("broken.cosmos.json:3:")), qPrintable(errors));
    QVERIFY(!QFileInfo::exists(out));
}

void TestUiLanguage::cleanupTestCase()
{
    UiLanguage::apply(QStringLiteral("en"));
}

QTEST_MAIN(TestUiLanguage)
#include "tst_uilanguage.moc"
