// SPDX-License-Identifier: MIT
// The first model a new user builds, Customer and Order, performed as a user
// would, with the keyboard and the mouse, and every action counted: two entities,
// seven attributes, one relationship, two access patterns with filters and a sort.
//
// The same model took 60 actions with the previous inspector, counted by the same
// rules (a key, a typed word, a click; a choice from a list is two clicks):
//   File › New                                                           1
//   Customer: Ctrl+E, name, Enter; scroll to the attributes (they were
//     below the fold); rename entity1Id (double-click, type, Enter);
//     name and email (Add, type, Enter each)                            13
//   Order: the same, and a type chosen for orderedAt and total          20
//   relationship: click, Ctrl+click, Ctrl+R                              3
//   customer by id: click, Ctrl+Shift+P, choose Point read, Add Filter,
//     description (click, select, type)                                  8
//   orders of a customer, newest first: click, Ctrl+Shift+P, Add Filter
//     and its attribute (a click placed a cursor, then open and pick),
//     Add Sort Key, its attribute and its order, description            15
// The test asserts at most half of that.
#include "scratchhome.h"
#include "shownwindow.h"
#include "testsupport.h"

#include "mainwindow.h"
#include "fileactions.h"
#include "paneldocks.h"
#include "views/canvas/entityitem.h"
#include "views/canvas/modelscene.h"
#include "views/canvas/modelview.h"
#include "views/document/modeldocument.h"

#include <QDockWidget>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace cosmos;

namespace {

constexpr int kActionsBefore = 60;

// Performs the user's actions on the window and counts them.
class User {
public:
    explicit User(MainWindow &window)
        : m_window(window)
    { }

    int actions() const { return m_actions; }

    void key(Qt::Key key, Qt::KeyboardModifiers modifiers = {})
    {
        QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget() : &m_window;
        QTest::keyClick(target, key, modifiers);
        count();
    }
    void type(const QString &text)
    {
        QTest::keyClicks(QApplication::focusWidget(), text);
        count();
    }
    void click(QWidget *widget, QPoint at = {})
    {
        QTest::mouseClick(widget, Qt::LeftButton, {}, at.isNull() ? widget->rect().center() : at);
        count();
    }
    void clickCard(const QString &entityId)
    {
        const EntityItem *card = m_window.scene()->entityItem(entityId);
        QVERIFY(card);
        click(m_window.canvas()->viewport(),
            m_window.canvas()->mapFromScene(card->mapToScene(card->titleRect().center())));
    }
    // The visible button with this text in the inspector (the attribute table's
    // Add, Add Sort Key).
    void clickInspectorButton(const QString &text)
    {
        QPushButton *found = nullptr;
        for (QPushButton *button : inspector()->findChildren<QPushButton *>())
            if (button->isVisible() && button->text() == text)
                found = button;
        QVERIFY2(found, qPrintable(text));
        click(found);
    }
    // Ctrl+E, the entity's name, then its attributes typed as one list.
    void addEntity(const QString &name, const QString &attributes)
    {
        key(Qt::Key_E, Qt::ControlModifier);
        type(name);
        key(Qt::Key_Return);
        clickInspectorButton(QStringLiteral("Add"));
        type(attributes);
        key(Qt::Key_Return);
        key(Qt::Key_Escape);
    }
    // The description field: click, select its text, type over it.
    void describe(const QString &description)
    {
        QLineEdit *field = nullptr;
        for (QLineEdit *edit : inspector()->findChildren<QLineEdit *>())
            if (edit->isVisible() && edit->text().startsWith(QLatin1String("Read ")))
                field = edit;
        QVERIFY(field);
        click(field);
        key(Qt::Key_A, Qt::ControlModifier);
        type(description);
    }

private:
    QWidget *inspector() const { return m_window.findChild<QDockWidget *>(QStringLiteral("inspectorDock")); }
    void count()
    {
        ++m_actions;
        for (int i = 0; i < 3; ++i)
            QApplication::processEvents(); // the analysis follows, as between a user's actions
    }

    MainWindow &m_window;
    int m_actions = 0;
};

QStringList attributesOf(const Model &model, const QString &entityId)
{
    QStringList out;
    for (const Attribute &a : model.entity(entityId)->attributes)
        out << a.name + QLatin1Char(':') + toQString(a.type);
    return out;
}

// A pattern the user made on one entity, in their words, with the one filter they added.
void comparePattern(const AccessPattern &pattern, const QString &entity, Operation operation,
    const QString &description, const QString &filterAttribute)
{
    QCOMPARE(pattern.entities, QStringList {entity});
    QCOMPARE(pattern.operation, operation);
    QCOMPARE(pattern.description, description);
    QCOMPARE(pattern.filters.size(), size_t(1));
    QCOMPARE(pattern.filters[0].attribute, filterAttribute);
}

} // namespace

class TestFirstModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void customerAndOrderInHalfTheActions();

private:
    test::ScratchHome m_home;
};

void TestFirstModel::initTestCase()
{
    QVERIFY(m_home.enter());
}

void TestFirstModel::customerAndOrderInHalfTheActions()
{
    MainWindow window;
    QVERIFY(test::showWindow(window, test::Opening::Welcome, test::Wait::Active));
    window.settle();
    User user(window);

    user.key(Qt::Key_N, Qt::ControlModifier); // File › New, from the welcome page
    QVERIFY(!window.isShowingWelcome());

    user.addEntity(QStringLiteral("Customer"), QStringLiteral("name, email"));
    user.addEntity(QStringLiteral("Order"), QStringLiteral("customerId, orderedAt, total"));

    // The document's model is shared with its analysis and copied at the next edit:
    // read it again after each step.
    const Model *model = &window.document()->model();
    QCOMPARE(model->entities.size(), size_t(2));
    const QString customer = model->entities[0].id;
    const QString order = model->entities[1].id;
    QCOMPARE(model->entities[0].name, QStringLiteral("Customer"));
    QCOMPARE(model->entities[1].name, QStringLiteral("Order"));
    QCOMPARE(attributesOf(*model, customer),
        QStringList({QStringLiteral("customerId:id"), QStringLiteral("name:string"), QStringLiteral("email:string")}));
    QCOMPARE(attributesOf(*model, order),
        QStringList({QStringLiteral("orderId:id"), QStringLiteral("customerId:id"),
            QStringLiteral("orderedAt:datetime"), QStringLiteral("total:number")}));

    user.clickCard(customer);
    user.key(Qt::Key_R, Qt::ControlModifier);
    user.clickCard(order);
    model = &window.document()->model();
    QCOMPARE(model->relationships.size(), size_t(1));
    QCOMPARE(model->relationships[0].from, customer);
    QCOMPARE(model->relationships[0].to, order);

    user.clickCard(customer);
    user.key(Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
    user.describe(QStringLiteral("Sign-in: the customer's profile"));

    user.clickCard(order);
    user.key(Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
    user.clickInspectorButton(QStringLiteral("Add Sort Key"));
    user.describe(QStringLiteral("My orders, newest first"));

    model = &window.document()->model();
    QCOMPARE(model->accessPatterns.size(), size_t(2));
    const AccessPattern &profile = model->accessPatterns[0];
    comparePattern(profile, customer, Operation::PointRead, QStringLiteral("Sign-in: the customer's profile"),
        QStringLiteral("customerId"));
    if (QTest::currentTestFailed())
        return; // before reading a filter that may not be there
    QCOMPARE(profile.filters[0].op, FilterOp::Eq);
    const AccessPattern &orders = model->accessPatterns[1];
    comparePattern(
        orders, order, Operation::Query, QStringLiteral("My orders, newest first"), QStringLiteral("customerId"));
    QCOMPARE(orders.sort.size(), size_t(1));
    QCOMPARE(orders.sort[0].attribute, QStringLiteral("orderedAt"));
    QCOMPARE(orders.sort[0].order, SortOrder::Desc);

    qInfo("Customer/Order built in %d actions (%d before)", user.actions(), kActionsBefore);
    QVERIFY2(user.actions() * 2 <= kActionsBefore, qPrintable(QString::number(user.actions())));
}

QTEST_MAIN(TestFirstModel)
#include "tst_firstmodel.moc"
