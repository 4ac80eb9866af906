// SPDX-License-Identifier: MIT
// Views and indexes on the canvas (RULES.md section 13): copies kept for a read are
// drawn from the container they come from to where they are kept, and a view or an
// index that is a container of its own gets a frame of its own, clear of the cards.
#include "guitest.h"
#include "testsupport.h"

#include "model/io/modelwriter.h"
#include "views/canvas/canvastheme.h"
#include "views/canvas/containerframeitem.h"
#include "views/canvas/copyflowitem.h"
#include "views/canvas/entityitem.h"
#include "views/canvas/modelscene.h"
#include "views/document/documentselection.h"
#include "views/document/modeldocument.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cosmos;

namespace {

QString bloggingWith(const QTemporaryDir &dir, const char *q3Remedy)
{
    Model model = test::loadModel(test::dataPath(QStringLiteral("engine/blogging-requirements.cosmos.json")));
    if (q3Remedy)
        model.overrides.remedies[QStringLiteral("Q3")]
            = QLatin1String(q3Remedy) == QLatin1String("gsi") ? RemedyKind::Gsi : RemedyKind::View;
    const QString path = dir.filePath(QStringLiteral("blogging.cosmos.json"));
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(ModelWriter::toBytes(model));
    return path;
}

struct Scene {
    ModelDocument document;
    ModelScene scene {&document};

    explicit Scene(const QString &path)
    {
        document.load(path, nullptr);
        document.recomputeNow();
        scene.setTheme(CanvasTheme::fromPalette(QPalette()));
        scene.sync();
    }
};

} // namespace

class TestCopyFlow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::failOnUnexpectedWarnings(); }
    void aFeedViewHasAFrameOfItsOwnClearOfTheCards();
    void copiesInAnExistingContainerPointAtItsFrame();
    void anIndexSaysWhatItCopies();
    void focusingTheReadLightsItsCopies();
    void theArrowFollowsItsSource();
    void aFeedSitsBesideWhatIsDrawnAtItsHeightOnly();
};

void TestCopyFlow::aFeedViewHasAFrameOfItsOwnClearOfTheCards()
{
    QTemporaryDir dir;
    Scene s(bloggingWith(dir, nullptr)); // the engine recommends the feed by itself
    CopyFlowItem *feed = s.scene.copyFlowItem(QStringLiteral("PostFeed"));
    QVERIFY(feed);
    QVERIFY(feed->hasBox());
    QCOMPARE(feed->data().box.name, QStringLiteral("PostFeed"));
    QCOMPARE(feed->data().box.key, QStringLiteral("/type"));
    QCOMPARE(feed->data().kind, QStringLiteral("change-feed view"));
    QCOMPARE(feed->data().caption, QStringLiteral("change feed: copies of Post"));
    const QRectF box = feed->boxRect();
    for (const QRectF &area : s.scene.occupiedAreas())
        if (area != box)
            QVERIFY2(!area.intersects(box), "the view's frame covers a card or a frame");
    // Fed from the posts' frame: the arrow leaves its edge.
    const QRectF source = s.scene.frameItem(QStringLiteral("PostCommentLikes"))->sceneBoundingRect();
    QVERIFY(source.right() < box.left());
    QVERIFY(feed->boundingRect().intersects(source));
}

void TestCopyFlow::copiesInAnExistingContainerPointAtItsFrame()
{
    QTemporaryDir dir;
    Scene s(bloggingWith(dir, "view"));
    CopyFlowItem *copies = s.scene.copyFlowItem(QStringLiteral("Users"));
    QVERIFY(copies);
    QVERIFY(!copies->hasBox()); // the users' frame is drawn already
    QCOMPARE(copies->data().caption, QStringLiteral("change feed: copies of Post"));
    QVERIFY(copies->boundingRect().intersects(s.scene.frameItem(QStringLiteral("Users"))->sceneBoundingRect()));
}

void TestCopyFlow::anIndexSaysWhatItCopies()
{
    QTemporaryDir dir;
    Scene s(bloggingWith(dir, "gsi"));
    CopyFlowItem *index = s.scene.copyFlowItem(QStringLiteral("PostByUserIdIndex"));
    QVERIFY(index);
    QVERIFY(index->hasBox());
    QCOMPARE(index->data().kind, QStringLiteral("global secondary index (preview)"));
    // Every document type of its source: an index's definition cannot filter.
    QCOMPARE(index->data().caption, QStringLiteral("index: copies of Post, Comment, Like"));
    // Two boxes beside the same source do not overlap.
    CopyFlowItem *feed = s.scene.copyFlowItem(QStringLiteral("PostFeed"));
    QVERIFY(feed);
    QVERIFY(!feed->boxRect().intersects(index->boxRect()));
}

void TestCopyFlow::focusingTheReadLightsItsCopies()
{
    QTemporaryDir dir;
    Scene s(bloggingWith(dir, nullptr));
    CopyFlowItem *feed = s.scene.copyFlowItem(QStringLiteral("PostFeed"));
    s.document.selection()->setFocusedPattern(QStringLiteral("Q6"));
    s.scene.sync();
    QCOMPARE(feed->opacity(), 1.0);
    s.document.selection()->setFocusedPattern(QStringLiteral("Q1"));
    s.scene.sync();
    QVERIFY(feed->opacity() < 0.5);
}

void TestCopyFlow::theArrowFollowsItsSource()
{
    QTemporaryDir dir;
    Scene s(bloggingWith(dir, nullptr));
    CopyFlowItem *feed = s.scene.copyFlowItem(QStringLiteral("PostFeed"));
    const QRectF before = feed->boundingRect();
    const QRectF box = feed->boxRect();
    EntityItem *comment = s.scene.entityItem(QStringLiteral("comment"));
    QVERIFY(comment);
    comment->setPos(comment->pos() + QPointF(0, 600)); // the posts' frame grows downwards
    QVERIFY(feed->boundingRect() != before);
    QCOMPARE(feed->boxRect(), box); // the view's own frame stays where it was drawn
}

// The blogging sample's layout: the posts' frame on the left, the users' frame right of
// it but lower than the middle of the posts' frame. The feed's frame goes right of the
// posts' frame, above the users' frame, instead of right of everything: the drawing keeps
// the shape that lets the sample open at half size.
void TestCopyFlow::aFeedSitsBesideWhatIsDrawnAtItsHeightOnly()
{
    Scene s(test::samplePath(QStringLiteral("blogging-platform.cosmos.json")));
    CopyFlowItem *feed = s.scene.copyFlowItem(QStringLiteral("PostFeed"));
    QVERIFY(feed && feed->hasBox());
    const QRectF box = feed->boxRect();
    const QRectF posts = s.scene.frameItem(QStringLiteral("PostCommentLikes"))->sceneBoundingRect();
    const QRectF users = s.scene.frameItem(QStringLiteral("Users"))->sceneBoundingRect();
    QVERIFY(users.left() > posts.right() && users.top() > posts.center().y());
    QVERIFY(box.left() > posts.right());
    QVERIFY2(box.left() < users.right(), "pushed right of the users' frame, which is drawn lower");
    QVERIFY(box.bottom() < users.top());
    for (const QRectF &area : s.scene.occupiedAreas())
        if (area != box)
            QVERIFY2(!area.intersects(box), "the view's frame covers a card or a frame");
}

QTEST_MAIN(TestCopyFlow)
#include "tst_copyflow.moc"
