// SPDX-License-Identifier: MIT
#include "guitest.h"

#include "views/commands/editcommand.h"

#include <QTest>
#include <QUndoStack>

using namespace cosmos;

// EditCommand on its own: what it applies when, which edits merge into one undo
// step, and that a step the model refuses is reported, not swallowed.
class TestEditCommand : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::failOnUnexpectedWarnings(); }
    void theFirstRedoIsTheEditAlreadyApplied();
    void typingIntoOneFieldMergesIntoOneStep();
    void otherFieldsAndGesturesDoNotMerge();
    void aRefusedUndoIsLogged();
};

namespace {

Change rps(const char *pattern, double value, const char *field = "rpsAvg")
{
    return Change::set(ObjectKind::AccessPattern, QString::fromLatin1(pattern), field, value);
}

// An undo stack of edits whose every application is recorded and answered as told.
struct RecordedStack {
    std::vector<ChangeSet> applied;
    bool accept = true;
    QUndoStack stack;
    void push(const QString &text, const ChangeSet &redo, const ChangeSet &undo, bool mergeable)
    {
        const EditCommand::Applier applier = [this](const ChangeSet &changes) {
            applied.push_back(changes);
            return accept;
        };
        stack.push(new EditCommand(text, redo, undo, applier, mergeable));
    }
};

} // namespace

void TestEditCommand::theFirstRedoIsTheEditAlreadyApplied()
{
    RecordedStack recorded;
    recorded.push(QStringLiteral("Edit AP1"), {rps("AP1", 5)}, {rps("AP1", 1)}, false);
    QVERIFY(recorded.applied.empty()); // the document applied it before pushing
    recorded.stack.undo();
    QCOMPARE(recorded.applied.size(), size_t(1));
    QCOMPARE(recorded.applied.back(), ChangeSet {rps("AP1", 1)});
    recorded.stack.redo();
    QCOMPARE(recorded.applied.back(), ChangeSet {rps("AP1", 5)});
}

void TestEditCommand::typingIntoOneFieldMergesIntoOneStep()
{
    RecordedStack recorded;
    for (double typed : {1.0, 10.0, 100.0})
        recorded.push(QStringLiteral("Edit AP1"), {rps("AP1", typed)}, {rps("AP1", typed / 10)}, true);
    QCOMPARE(recorded.stack.count(), 1);
    recorded.stack.undo();
    // Back to the value before the first keystroke, in one step.
    QCOMPARE(recorded.applied.back(), ChangeSet {rps("AP1", 0.1)});
    recorded.stack.redo();
    QCOMPARE(recorded.applied.back(), ChangeSet {rps("AP1", 100)});
}

void TestEditCommand::otherFieldsAndGesturesDoNotMerge()
{
    RecordedStack recorded;
    recorded.push(QStringLiteral("a"), {rps("AP1", 1)}, {rps("AP1", 0)}, true);
    recorded.push(QStringLiteral("b"), {rps("AP1", 2, "rpsPeak")}, {rps("AP1", 0, "rpsPeak")}, true);
    recorded.push(QStringLiteral("c"), {rps("AP2", 1)}, {rps("AP2", 0)}, true);
    recorded.push(QStringLiteral("d"), {rps("AP2", 2)}, {rps("AP2", 1)}, false);
    recorded.push(QStringLiteral("e"), {rps("AP2", 3), rps("AP3", 3)}, {rps("AP3", 0), rps("AP2", 2)}, true);
    QCOMPARE(recorded.stack.count(), 5);
}

void TestEditCommand::aRefusedUndoIsLogged()
{
    RecordedStack recorded;
    recorded.push(QStringLiteral("Edit AP1"), {rps("AP1", 5)}, {rps("AP1", 1)}, false);
    recorded.accept = false;
    QTest::ignoreMessage(QtWarningMsg, "undo of \"Edit AP1\" failed; the model is as it was before the undo");
    recorded.stack.undo();
    QTest::ignoreMessage(QtWarningMsg, "redo of \"Edit AP1\" failed; the model is as it was before the redo");
    recorded.stack.redo();
}

QTEST_MAIN(TestEditCommand)
#include "tst_editcommand.moc"
