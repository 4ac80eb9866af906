// SPDX-License-Identifier: MIT
// An outside change is never overwritten silently: File › Save asks first when the
// file changed behind the open model, an unmodified model follows the file, and a
// modified one asks as soon as the change is seen.
#include "scratchhome.h"
#include "testsupport.h"

#include "fileactions.h"
#include "mainwindow.h"
#include "model/io/modelwriter.h"
#include "views/document/modeldocument.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cosmos;

namespace {

QByteArray renamed(const Model &model, const QString &name)
{
    Model copy = model;
    copy.application.name = name;
    return ModelWriter::toBytes(copy);
}

} // namespace

class TestFileSafety : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void saveAsksBeforeReplacingAnOutsideChange();
    void unmodifiedModelFollowsTheFile();
    void modifiedModelAsksWhenTheFileChanges();
    void aChangeWhileAskingIsAskedAgain();

private:
    // Opens a fresh copy of the sample with one unsaved edit when `edited`.
    void open(bool edited);

    test::ScratchHome m_home;
    QString m_path;
    std::unique_ptr<MainWindow> m_window;
    QList<std::pair<ModelDocument::DiskState, bool>> m_questions;
    DiskChoice m_answer = DiskChoice::Cancel;
};

void TestFileSafety::initTestCase()
{
    QVERIFY(m_home.enter());
}

void TestFileSafety::init()
{
    m_questions.clear();
    m_answer = DiskChoice::Cancel;
}

void TestFileSafety::open(bool edited)
{
    m_path = m_home.filePath(QStringLiteral("shop.cosmos.json"));
    QFile::remove(m_path);
    QVERIFY(ModelWriter::writeBytes(test::readAll(test::samplePath(QStringLiteral("ecommerce.cosmos.json"))), m_path).ok);
    m_window = std::make_unique<MainWindow>();
    m_window->fileActions()->setDiskQuestion([this](ModelDocument::DiskState state, bool saving) {
        m_questions << std::make_pair(state, saving);
        return m_answer;
    });
    QVERIFY(m_window->fileActions()->openFile(m_path));
    if (edited)
        QVERIFY(m_window->document()->apply(
            {Change::set(ObjectKind::Entity, QStringLiteral("user"), "avgSizeKB", 3)}, QStringLiteral("Edit")));
}

void TestFileSafety::saveAsksBeforeReplacingAnOutsideChange()
{
    open(true);
    ModelDocument *document = m_window->document();
    // Changed behind the document, and saved before the watcher has said anything.
    const QByteArray theirs = renamed(test::loadModel(m_path), QStringLiteral("Theirs"));
    QVERIFY(ModelWriter::writeBytes(theirs, m_path).ok);

    m_answer = DiskChoice::Cancel;
    QVERIFY(!m_window->fileActions()->save());
    QCOMPARE(m_questions.size(), 1);
    QCOMPARE(m_questions.front().first, ModelDocument::DiskState::Changed);
    QVERIFY(m_questions.front().second); // asked as a save
    QCOMPARE(test::readAll(m_path), theirs);
    QVERIFY(document->isModified());

    m_answer = DiskChoice::KeepMine;
    QVERIFY(m_window->fileActions()->save());
    QCOMPARE(test::loadModel(m_path), document->model());
    QVERIFY(!document->isModified());
    // Replaced knowingly: saving again asks nothing.
    QVERIFY(m_window->fileActions()->save());
    QCOMPARE(m_questions.size(), 2);

    // Reload: theirs wins, mine is dropped.
    QVERIFY(document->apply(
        {Change::set(ObjectKind::Entity, QStringLiteral("user"), "avgSizeKB", 9)}, QStringLiteral("Edit")));
    const QByteArray third = renamed(test::loadModel(m_path), QStringLiteral("Third"));
    QVERIFY(ModelWriter::writeBytes(third, m_path).ok);
    m_answer = DiskChoice::Reload;
    QVERIFY(!m_window->fileActions()->save());
    QCOMPARE(test::readAll(m_path), third);
    QCOMPARE(document->model().application.name, QStringLiteral("Third"));
    QVERIFY(!document->isModified());
}

void TestFileSafety::unmodifiedModelFollowsTheFile()
{
    open(false);
    QSignalSpy spy(m_window->document(), &ModelDocument::fileChanged);
    QVERIFY(ModelWriter::writeBytes(renamed(test::loadModel(m_path), QStringLiteral("Theirs")), m_path).ok);
    QVERIFY(spy.wait(3000)); // reloaded
    QCOMPARE(m_window->document()->model().application.name, QStringLiteral("Theirs"));
    QVERIFY(m_questions.isEmpty()); // nothing of mine to lose: no question
}

void TestFileSafety::modifiedModelAsksWhenTheFileChanges()
{
    open(true);
    m_answer = DiskChoice::KeepMine;
    const QByteArray theirs = renamed(test::loadModel(m_path), QStringLiteral("Theirs"));
    QVERIFY(ModelWriter::writeBytes(theirs, m_path).ok);
    QTRY_COMPARE_WITH_TIMEOUT(m_questions.size(), 1, 3000);
    QVERIFY(!m_questions.front().second); // asked when seen, not at a save
    QVERIFY(m_window->document()->isModified());
    QCOMPARE(test::readAll(m_path), theirs); // nothing written until the user saves
    QCOMPARE(m_window->document()->diskState(), ModelDocument::DiskState::Unchanged); // known now
}

void TestFileSafety::aChangeWhileAskingIsAskedAgain()
{
    open(true);
    const Model original = test::loadModel(m_path);
    QVERIFY(ModelWriter::writeBytes(renamed(original, QStringLiteral("Second")), m_path).ok);
    // While the first question is open, the file changes once more.
    m_window->fileActions()->setDiskQuestion([this, &original](ModelDocument::DiskState state, bool saving) {
        m_questions << std::make_pair(state, saving);
        if (m_questions.size() == 1) {
            ModelWriter::writeBytes(renamed(original, QStringLiteral("Third")), m_path);
            QTest::qWait(1000); // the dialog's event loop: the watcher sees it
        }
        return DiskChoice::KeepMine;
    });
    QVERIFY(m_window->fileActions()->save());
    QCOMPARE(m_questions.size(), 2); // the answer to the first was about "Second"
    QCOMPARE(test::loadModel(m_path).application.name, m_window->document()->model().application.name);
}

QTEST_MAIN(TestFileSafety)
#include "tst_filesafety.moc"
