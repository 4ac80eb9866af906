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

// Records what the stack asks to apply, and answers as told.
struct Recorder {
    std::vector<ChangeSet> applied;
    bool accept = true;
    EditCommand::Applier applier()
    {
        return [this](const ChangeSet &changes) {
            applied.push_back(changes);
            return accept;
        };
    }
};

} // namespace

void TestEditCommand::theFirstRedoIsTheEditAlreadyApplied()
{
    Recorder recorder;
    QUndoStack stack;
    stack.push(new EditCommand(QStringLiteral("Edit AP1"), {rps("AP1", 5)}, {rps("AP1", 1)}, recorder.applier(), false));
    QVERIFY(recorder.applied.empty()); // the document applied it before pushing
    stack.undo();
    QCOMPARE(recorder.applied.size(), size_t(1));
    QCOMPARE(recorder.applied.back(), ChangeSet {rps("AP1", 1)});
    stack.redo();
    QCOMPARE(recorder.applied.back(), ChangeSet {rps("AP1", 5)});
}

void TestEditCommand::typingIntoOneFieldMergesIntoOneStep()
{
    Recorder recorder;
    QUndoStack stack;
    for (double typed : {1.0, 10.0, 100.0})
        stack.push(new EditCommand(
            QStringLiteral("Edit AP1"), {rps("AP1", typed)}, {rps("AP1", typed / 10)}, recorder.applier(), true));
    QCOMPARE(stack.count(), 1);
    stack.undo();
    // Back to the value before the first keystroke, in one step.
    QCOMPARE(recorder.applied.back(), ChangeSet {rps("AP1", 0.1)});
    stack.redo();
    QCOMPARE(recorder.applied.back(), ChangeSet {rps("AP1", 100)});
}

void TestEditCommand::otherFieldsAndGesturesDoNotMerge()
{
    Recorder recorder;
    QUndoStack stack;
    stack.push(new EditCommand(QStringLiteral("a"), {rps("AP1", 1)}, {rps("AP1", 0)}, recorder.applier(), true));
    stack.push(new EditCommand(QStringLiteral("b"), {rps("AP1", 2, "rpsPeak")}, {rps("AP1", 0, "rpsPeak")},
        recorder.applier(), true));
    stack.push(new EditCommand(QStringLiteral("c"), {rps("AP2", 1)}, {rps("AP2", 0)}, recorder.applier(), true));
    stack.push(new EditCommand(QStringLiteral("d"), {rps("AP2", 2)}, {rps("AP2", 1)}, recorder.applier(), false));
    stack.push(new EditCommand(
        QStringLiteral("e"), {rps("AP2", 3), rps("AP3", 3)}, {rps("AP3", 0), rps("AP2", 2)}, recorder.applier(), true));
    QCOMPARE(stack.count(), 5);
}

void TestEditCommand::aRefusedUndoIsLogged()
{
    Recorder recorder;
    QUndoStack stack;
    stack.push(new EditCommand(QStringLiteral("Edit AP1"), {rps("AP1", 5)}, {rps("AP1", 1)}, recorder.applier(), false));
    recorder.accept = false;
    QTest::ignoreMessage(QtWarningMsg, "undo of \"Edit AP1\" failed; the model is as it was before the undo");
    stack.undo();
    QTest::ignoreMessage(QtWarningMsg, "redo of \"Edit AP1\" failed; the model is as it was before the redo");
    stack.redo();
}

QTEST_MAIN(TestEditCommand)
#include "tst_editcommand.moc"
