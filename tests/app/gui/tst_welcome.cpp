// SPDX-License-Identifier: MIT
// The first start: the welcome page and what each of its entries does, the steps
// of a first model, and the Help menu's shortcut sheet and how-to.
#include "scratchhome.h"
#include "shownwindow.h"
#include "testsupport.h"

#include "canvasactions.h"
#include "fileactions.h"
#include "firststeps.h"
#include "helpactions.h"
#include "mainwindow.h"
#include "shortcutsheet.h"
#include "apptheme.h"
#include "uilanguage.h"
#include "welcomepage.h"
#include "views/canvas/canvascontroller.h"
#include "views/canvas/modelview.h"
#include "views/document/modeldocument.h"
#include "model/io/modeljson.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QTreeWidget>

using namespace cosmos;
using test::Opening;
using test::showWindow;

namespace {

QList<QDockWidget *> visibleDocks(const MainWindow &window)
{
    QList<QDockWidget *> out;
    for (QDockWidget *dock : window.findChildren<QDockWidget *>())
        if (dock->isVisible())
            out << dock;
    return out;
}

// The welcome page's entry whose link goes to `target`.
QLabel *entryTo(const WelcomePage *page, const QString &target)
{
    for (QLabel *label : page->findChildren<QLabel *>())
        if (label->text().contains(QStringLiteral("href=\"%1\"").arg(target.toHtmlEscaped())))
            return label;
    return nullptr;
}

// Those of `texts` (without their "&" marks) that name an enabled toolbar action, in order.
QStringList enabledToolBarActions(const MainWindow &window, const QStringList &texts)
{
    QStringList enabled;
    const auto *toolBar = window.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
    for (const QString &text : texts)
        for (const QAction *action : toolBar ? toolBar->actions() : QList<QAction *>())
            if (action->isEnabled() && QString(action->text()).remove(QLatin1Char('&')) == text)
                enabled << text;
    return enabled;
}

int doneSteps(const FirstStepsGuide *guide)
{
    return int(guide->text().count(QStringLiteral("✓")));
}

// Every menu command with its shortcuts, "Menu › Command".
QMultiHash<QKeySequence, QString> menuShortcuts(const QMenu *menu, const QString &path)
{
    QMultiHash<QKeySequence, QString> out;
    for (const QAction *action : menu->actions()) {
        if (action->menu())
            out.unite(menuShortcuts(action->menu(), path + QStringLiteral(" › ") + action->menu()->title()));
        else
            for (const QKeySequence &keys : action->shortcuts())
                out.insert(keys, path + QStringLiteral(" › ") + action->text());
    }
    return out;
}

} // namespace

class TestWelcome : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void theWelcomePageTakesTheWholeWindowUntilAModelStarts();
    void buildYourFirstModelTicksEachStepTheModelTakes();
    void anEmptyCanvasSaysWhatToDoFirst();
    void everySampleIsOneClickAwayWithItsLesson();
    void theShortcutSheetListsEveryMenuShortcutAndNoneClash();
    void howToIsTheReadmesSection();
    void aTinyWindowKeepsEverythingInPlace();
    void everyEntryShowsItsWholeTextInEveryLanguage();

private:
    test::ScratchHome m_home;
};

void TestWelcome::initTestCase()
{
    QVERIFY(m_home.enter());
}

void TestWelcome::theWelcomePageTakesTheWholeWindowUntilAModelStarts()
{
    MainWindow window;
    QVERIFY(showWindow(window, Opening::Welcome));
    window.settle();
    QVERIFY(window.isShowingWelcome());
    QVERIFY(window.welcomePage()->isVisible());
    QVERIFY(!window.canvas()->isVisible());
    QVERIFY2(visibleDocks(window).isEmpty(), "the panels have nothing to show yet");
    // Nothing to save, relate, lay out or zoom yet; a model can be started.
    const QStringList waiting {QStringLiteral("Save"), QStringLiteral("Add Relationship"),
        QStringLiteral("Add Access Pattern"), QStringLiteral("Automatic Layout"), QStringLiteral("Fit to Window"),
        QStringLiteral("Zoom In")};
    QCOMPARE(enabledToolBarActions(window, waiting), QStringList());
    QCOMPARE(enabledToolBarActions(window, {QStringLiteral("Open…"), QStringLiteral("Add Entity")}),
        QStringList({QStringLiteral("Open…"), QStringLiteral("Add Entity")}));

    // Any start of a model brings the canvas and the panels back.
    QLabel *newModel = entryTo(window.welcomePage(), QStringLiteral("new"));
    QVERIFY(newModel);
    Q_EMIT newModel->linkActivated(QStringLiteral("new"));
    QVERIFY(!window.isShowingWelcome());
    QVERIFY(window.canvas()->isVisible());
    QVERIFY(!visibleDocks(window).isEmpty());
    QVERIFY(window.document()->model().entities.empty());
    QVERIFY(!window.document()->isModified());
    QCOMPARE(enabledToolBarActions(window, waiting), waiting);

    // Help › Welcome Page brings it back; an edit (here from the toolbar) leaves it.
    window.help()->welcomeAction()->trigger();
    QVERIFY(window.isShowingWelcome());
    window.controller()->addEntity();
    QVERIFY(!window.isShowingWelcome());
    QCOMPARE(window.document()->model().entities.size(), size_t(1));
}

void TestWelcome::buildYourFirstModelTicksEachStepTheModelTakes()
{
    MainWindow window;
    QVERIFY(showWindow(window, Opening::Welcome));
    QLabel *first = entryTo(window.welcomePage(), QStringLiteral("first"));
    QVERIFY(first);
    Q_EMIT first->linkActivated(QStringLiteral("first"));
    QVERIFY(!window.isShowingWelcome());
    FirstStepsGuide *guide = window.firstSteps();
    QVERIFY(guide->isVisible());
    QCOMPARE(doneSteps(guide), 0);
    // Each step names the shortcut its action has.
    QVERIFY(guide->text().contains(QKeySequence(Qt::CTRL | Qt::Key_E).toString(QKeySequence::NativeText)));

    CanvasController *controller = window.controller();
    controller->addEntity();
    QTest::keyClick(window.canvas(), Qt::Key_Return); // keep the offered name
    QApplication::processEvents();
    QCOMPARE(doneSteps(guide), 1);
    QVERIFY2(guide->isVisible(), "guided: the steps stay after the first entity");
    // Out of the middle once there are cards: in the top right corner.
    QVERIFY(guide->geometry().right() > window.canvas()->viewport()->width() * 3 / 4);

    const Model &model = window.document()->model();
    const QString customer = model.entities.front().id;
    Json attributes = Json::array();
    for (const Attribute &attribute : model.entities.front().attributes)
        attributes.push_back(toJson(attribute));
    Attribute email;
    email.name = QStringLiteral("email");
    attributes.push_back(toJson(email));
    QVERIFY(window.document()->apply(
        {Change::set(field::entity::attributes, customer, attributes)}, QStringLiteral("Edit Attributes")));
    QCOMPARE(doneSteps(guide), 2);
    controller->addEntity();
    QTest::keyClick(window.canvas(), Qt::Key_Return);
    controller->connectEntities(customer, window.document()->model().entities.back().id);
    QCOMPARE(doneSteps(guide), 3);
    controller->addAccessPattern();
    QCOMPARE(doneSteps(guide), 4);

    // Closed by the user: gone, and an empty canvas brings only the first hint back.
    guide->setGuided(false);
    QVERIFY(!guide->isVisible());
}

void TestWelcome::anEmptyCanvasSaysWhatToDoFirst()
{
    MainWindow window;
    QVERIFY(showWindow(window, Opening::Blank));
    window.settle();
    FirstStepsGuide *guide = window.firstSteps();
    QVERIFY(guide->isVisible());
    QVERIFY(!guide->text().isEmpty());
    // In the middle of the canvas, inside it.
    const QRect canvas = window.canvas()->viewport()->rect();
    QVERIFY(canvas.contains(guide->geometry()));
    QVERIFY((guide->geometry().center() - canvas.center()).manhattanLength() < 4);
    // A model with cards has no hint.
    window.document()->reset(test::loadModel(test::samplePath(QStringLiteral("ecommerce.cosmos.json"))), QString());
    QVERIFY(!guide->isVisible());
    window.fileActions()->newModel();
    QVERIFY(guide->isVisible());
}

void TestWelcome::everySampleIsOneClickAwayWithItsLesson()
{
    MainWindow window;
    window.showWelcome();
    const std::vector<GallerySample> &samples = window.welcomePage()->samples();
    QCOMPARE(samples.size(), size_t(7));
    for (const GallerySample &sample : samples) {
        QLabel *entry = entryTo(window.welcomePage(), sample.resourcePath);
        QVERIFY2(entry, qPrintable(sample.resourcePath));
        const QString shown = QString(entry->text()).remove(QChar(0x2060)); // word joiners after path slashes
        QVERIFY(shown.contains(sample.description.title.toHtmlEscaped()));
        QVERIFY(shown.contains(sample.description.summary.toHtmlEscaped()));
    }
    QLabel *last = entryTo(window.welcomePage(), samples.back().resourcePath);
    Q_EMIT last->linkActivated(samples.back().resourcePath);
    QVERIFY(!window.isShowingWelcome());
    QCOMPARE(window.document()->model().application.name, samples.back().model.application.name);
    QVERIFY2(window.document()->filePath().isEmpty(), "a sample opens untitled: saving asks for a name");
}

void TestWelcome::theShortcutSheetListsEveryMenuShortcutAndNoneClash()
{
    MainWindow window;
    QMultiHash<QKeySequence, QString> shortcuts;
    for (const QAction *menu : window.menuBar()->actions())
        shortcuts.unite(menuShortcuts(menu->menu(), menu->menu()->title()));
    QVERIFY2(shortcuts.size() >= 27, qPrintable(QStringList(shortcuts.values()).join(QStringLiteral("; "))));
    for (const QKeySequence &keys : shortcuts.uniqueKeys())
        QVERIFY2(shortcuts.count(keys) == 1,
            qPrintable(keys.toString() + QStringLiteral(": ") + shortcuts.values(keys).join(QStringLiteral(", "))));

    ShortcutSheet sheet(window.menuBar());
    QStringList rows;
    for (QTreeWidgetItemIterator it(sheet.table()); *it; ++it)
        rows << (*it)->text(0) + QStringLiteral(" = ") + (*it)->text(1);
    for (auto it = shortcuts.cbegin(); it != shortcuts.cend(); ++it) {
        QString command = it.value().section(QStringLiteral(" › "), -1);
        command.remove(QLatin1Char('&'));
        const QString keys = it.key().toString(QKeySequence::NativeText);
        QVERIFY2(rows.filter(command + QStringLiteral(" = ")).join(QString()).contains(keys),
            qPrintable(command + QStringLiteral(" ") + keys));
    }
    // The gestures without a menu command are there too.
    QVERIFY(rows.filter(QStringLiteral("Double-click the background")).size() == 1);
}

void TestWelcome::howToIsTheReadmesSection()
{
    const QString howTo = howToMarkdown();
    QVERIFY(howTo.startsWith(QStringLiteral("## Using the modeler")));
    QVERIFY(howTo.contains(QStringLiteral("**Canvas**")));
    QVERIFY2(!howTo.contains(QStringLiteral("\n## ")), "one section only");
}

// Down to a window smaller than any dock, and back: the hint, the prompt and the
// welcome page stay inside the canvas, and Qt has nothing to warn about (a
// warning fails the test).
void TestWelcome::aTinyWindowKeepsEverythingInPlace()
{
    MainWindow window;
    QVERIFY(showWindow(window, Opening::Blank));
    window.settle();
    window.controller()->addEntity();
    QTest::keyClick(window.canvas(), Qt::Key_Return);
    window.controller()->addEntity();
    QTest::keyClick(window.canvas(), Qt::Key_Return);
    window.controller()->addRelationship(); // nothing selected... the last card is: a prompt
    for (const QSize size : {QSize(160, 120), QSize(320, 200), QSize(1280, 720)}) {
        window.resize(size);
        QApplication::processEvents();
        const QRect canvas = window.canvas()->viewport()->rect();
        for (const char *name : {"canvasPrompt", "firstStepsGuide"})
            if (auto *overlay = window.canvas()->viewport()->findChild<QWidget *>(QLatin1String(name));
                overlay && overlay->isVisible())
                QVERIFY2(overlay->width() <= canvas.width(), name);
    }
    QVERIFY(!window.canvas()->prompt().isEmpty());
    QTest::keyClick(window.canvas(), Qt::Key_Escape);
    window.showWelcome();
    window.resize(160, 120);
    QApplication::processEvents();
    window.resize(1280, 720);
    QApplication::processEvents();
    QVERIFY(window.isShowingWelcome());
    QCOMPARE(window.document()->model().relationships.size(), size_t(0));
}

// Seven samples and a Japanese tagline of two lines did not fit 1280×720: the layout
// squeezed each description to two lines and cut the rest. Each entry now keeps the
// height its text needs at its width, and the page scrolls.
void TestWelcome::everyEntryShowsItsWholeTextInEveryLanguage()
{
    // What is wrong with the page now: a label shorter than its text at its width, or
    // two that overlap; empty when every entry shows whole.
    const auto firstFault = [](const QWidget *page) -> QString {
        const QList<QLabel *> labels = page->findChildren<QLabel *>();
        for (const QLabel *label : labels) {
            if (!label->isVisible() || !label->wordWrap())
                continue;
            for (const QLabel *other : labels)
                if (other != label && other->isVisible() && other->geometry().intersects(label->geometry()))
                    return QStringLiteral("two entries overlap: ") + label->text().left(60);
            const int need = label->heightForWidth(label->width());
            if (label->height() < need)
                return QStringLiteral("%1 of %2 px for \"%3\"").arg(label->height()).arg(need).arg(label->text().left(80));
        }
        return {};
    };
    for (const QString &language : {QStringLiteral("ja"), QStringLiteral("hi"), QStringLiteral("en")}) {
        // As the application starts: its language and theme (fonts and style), then a
        // window of that size, then the welcome page.
        QVERIFY(UiLanguage::apply(language));
        QVERIFY(AppTheme::apply(*qApp, QStringLiteral("light")));
        MainWindow window;
        window.resize(1280, 720);
        window.show();
        window.settle();
        window.showWelcome();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QWidget *page = window.welcomePage()->widget();
        QVERIFY(page->findChildren<QLabel *>().size() >= 7 + 4);
        // A wrapped label takes its height once it has its width: the layout settles
        // within a few passes of the event loop.
        QTRY_VERIFY2_WITH_TIMEOUT(firstFault(page).isEmpty(), qPrintable(language + QStringLiteral(": ") + firstFault(page)), 3000);
    }
    QVERIFY(UiLanguage::apply(QStringLiteral("en")));
}

QTEST_MAIN(TestWelcome)
#include "tst_welcome.moc"
