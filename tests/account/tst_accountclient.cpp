// SPDX-License-Identifier: MIT
// The account library on its own: Microsoft's documented master-key signature, the
// endpoint rules, and the client against a scripted server on loopback (paging,
// throttling, refusals, timeouts, cancellation, answers that are not JSON).
#include "stubserver.h"

#include "account/accountdatabase.h"
#include "account/accountendpoint.h"
#include "account/cosmosclient.h"
#include "account/masterkey.h"

#include <QElapsedTimer>
#include <QLocale>
#include <QTest>

using namespace cosmos;
using namespace cosmos::account;
using test::kDocumentedKey;
using test::StubAnswer;
using test::StubRequest;
using test::StubServer;

namespace {

ClientOptions optionsFor(const StubServer &server)
{
    ClientOptions options;
    options.endpoint = QUrl(server.endpoint());
    options.key = kDocumentedKey;
    options.timeoutMs = 5000;
    return options;
}

} // namespace

class TestAccountClient : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void signatureMatchesMicrosoftsExample();
    void datesAreEnglishWhateverTheLocale();
    void keysThatAreNotBase64AreRefused();
    void endpointRules();
    void everyRequestIsSignedForItsResource();
    void feedsFollowContinuationTokens();
    void aContinuationThatDoesNotAdvanceStops();
    void throttlingWaitsAsTheServiceAsks();
    void throttlingGivesUpAfterTheBoundedRetries();
    void refusalsAndMissingResourcesAreNamed();
    void unreachableEndpoints();
    void silenceTimesOut();
    void cancellationStopsAWait();
    void answersThatAreNotJson();
    void emptyAnswersAreNamedNotThrown();
    void largeAnswersAreCutOff_data();
    void largeAnswersAreCutOff();
    void deepAnswersAreRefusedBeforeParsing();
    void feedsThatNeverEndAreStopped();
    void throughputComesFromTheOffers();
    void chargesThatAreNoNumberOfRuAreRefused();
};

void TestAccountClient::signatureMatchesMicrosoftsExample()
{
    const auto authorization = masterKeyAuthorization(QStringLiteral("GET"), QStringLiteral("dbs"),
        QStringLiteral("dbs/ToDoList"), QStringLiteral("Thu, 27 Apr 2017 00:51:12 GMT"), kDocumentedKey);
    QVERIFY(authorization);
    // The documented output, "type%3dmaster%26ver%3d1.0%26sig%3dc09PEVJrgp2uQRkr934kFbTqhByc7TVr3OHyqlu%2bc%2bc%3d",
    // percent-encodes with lower-case hex; the escapes mean the same in either case.
    QCOMPARE(QUrl::fromPercentEncoding(*authorization),
        QStringLiteral("type=master&ver=1.0&sig=c09PEVJrgp2uQRkr934kFbTqhByc7TVr3OHyqlu+c+c="));
    QCOMPARE(*authorization,
        QByteArray("type%3Dmaster%26ver%3D1.0%26sig%3Dc09PEVJrgp2uQRkr934kFbTqhByc7TVr3OHyqlu%2Bc%2Bc%3D"));
    // The date is signed in lower case, the resource link as it is.
    QCOMPARE(masterKeyAuthorization(QStringLiteral("get"), QStringLiteral("DBS"), QStringLiteral("dbs/ToDoList"),
                 QStringLiteral("thu, 27 apr 2017 00:51:12 gmt"), kDocumentedKey),
        authorization);
    QVERIFY(masterKeyAuthorization(QStringLiteral("GET"), QStringLiteral("dbs"), QStringLiteral("dbs/todolist"),
                QStringLiteral("Thu, 27 Apr 2017 00:51:12 GMT"), kDocumentedKey)
        != authorization);
}

void TestAccountClient::datesAreEnglishWhateverTheLocale()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::Japanese, QLocale::Japan));
    const QString date = httpDate(QDateTime(QDate(2017, 4, 27), QTime(0, 51, 12), Qt::UTC));
    QLocale::setDefault(before);
    QCOMPARE(date, QStringLiteral("Thu, 27 Apr 2017 00:51:12 GMT"));
    QCOMPARE(httpDate(QDateTime(QDate(2026, 12, 5), QTime(9, 5, 7), Qt::UTC)),
        QStringLiteral("Sat, 05 Dec 2026 09:05:07 GMT"));
}

void TestAccountClient::keysThatAreNotBase64AreRefused()
{
    QVERIFY(!masterKeyAuthorization(QStringLiteral("GET"), QStringLiteral("dbs"), QString(), QStringLiteral("x"),
        "not base64, as a mistyped key could be"));
    QVERIFY(!masterKeyAuthorization(QStringLiteral("GET"), QStringLiteral("dbs"), QString(), QStringLiteral("x"), ""));
}

void TestAccountClient::endpointRules()
{
    QVERIFY(isLoopbackHost(QStringLiteral("127.0.0.1")));
    QVERIFY(isLoopbackHost(QStringLiteral("127.8.9.10")));
    QVERIFY(isLoopbackHost(QStringLiteral("::1")));
    QVERIFY(isLoopbackHost(QStringLiteral("LocalHost")));
    QVERIFY(!isLoopbackHost(QStringLiteral("10.0.0.1")));
    QVERIFY(!isLoopbackHost(QStringLiteral("localhost.example.com")));
    QVERIFY(!isLoopbackHost(QStringLiteral("shop.documents.azure.com")));

    QVERIFY(!endpointProblem(QUrl(QStringLiteral("https://shop.documents.azure.com:443/")), false));
    QVERIFY(!endpointProblem(QUrl(QStringLiteral("https://127.0.0.1:8081/")), true));
    QVERIFY(!endpointProblem(QUrl(QStringLiteral("https://[::1]:8081")), true));
    QVERIFY(!endpointProblem(QUrl(QStringLiteral("http://127.0.0.1:8081/")), false));
    const auto selfSignedElsewhere = endpointProblem(QUrl(QStringLiteral("https://shop.documents.azure.com/")), true);
    QVERIFY(
        selfSignedElsewhere && selfSignedElsewhere->contains(QStringLiteral("--allow-self-signed is accepted only")));
    const auto plain = endpointProblem(QUrl(QStringLiteral("http://shop.documents.azure.com/")), false);
    QVERIFY(plain && plain->contains(QStringLiteral("over https")));
    QVERIFY(endpointProblem(QUrl(QStringLiteral("ftp://127.0.0.1/")), false));
    QVERIFY(endpointProblem(QUrl(QStringLiteral("https://shop.documents.azure.com/dbs/x")), false));
    QVERIFY(endpointProblem(QUrl(QStringLiteral("https://user:secret@shop.documents.azure.com/")), false));
    QVERIFY(endpointProblem(QUrl(QStringLiteral("shop")), false));
}

void TestAccountClient::everyRequestIsSignedForItsResource()
{
    StubServer server([](const StubRequest &, int) { return StubAnswer::json(200, R"({"id":"shop"})"); });
    CosmosClient client(optionsFor(server));
    const Response response
        = client.send("GET", QStringLiteral("dbs"), QStringLiteral("dbs/shop"), QStringLiteral("dbs/shop"));
    QVERIFY2(response.ok(), qPrintable(response.error));
    QCOMPARE(response.body["id"].get<std::string>(), std::string("shop"));
    const StubRequest &request = server.requests().at(0);
    QCOMPARE(request.verb, QByteArray("GET"));
    QCOMPARE(request.path, QByteArray("/dbs/shop"));
    QCOMPARE(request.headers.value("x-ms-version"), QByteArray(kApiVersion));
    const QByteArray date = request.headers.value("x-ms-date");
    QVERIFY(date.endsWith(" GMT"));
    QCOMPARE(request.headers.value("authorization"),
        *masterKeyAuthorization(QStringLiteral("GET"), QStringLiteral("dbs"), QStringLiteral("dbs/shop"),
            QString::fromLatin1(date), kDocumentedKey));
    QVERIFY(!request.headers.value("authorization").contains(kDocumentedKey));
}

void TestAccountClient::feedsFollowContinuationTokens()
{
    // Three pages; the token of each is sent back for the next.
    StubServer server([](const StubRequest &request, int index) {
        const QByteArray expected = index == 0 ? QByteArray() : "token-" + QByteArray::number(index);
        if (request.headers.value("x-ms-continuation") != expected)
            return StubAnswer::json(400, R"({"message":"wrong continuation"})");
        QList<QPair<QByteArray, QByteArray>> headers {{"x-ms-request-charge", "2.5"}};
        if (index < 2)
            headers.append({"x-ms-continuation", "token-" + QByteArray::number(index + 1)});
        return StubAnswer::json(200, R"({"Documents":[{"n":)" + QByteArray::number(index) + "}]}", headers);
    });
    CosmosClient client(optionsFor(server));
    std::vector<int> seen;
    const Response last = client.query(QStringLiteral("shop"), QStringLiteral("orders"),
        QStringLiteral("SELECT * FROM c"), {}, 1, [&](const Response &page) {
            seen.push_back(page.body["Documents"][0]["n"].get<int>());
            return true;
        });
    QVERIFY2(last.ok(), qPrintable(last.error));
    QCOMPARE(seen, (std::vector<int> {0, 1, 2}));
    QCOMPARE(client.totalRequestCharge(), 7.5);
    const StubRequest &first = server.requests().at(0);
    QCOMPARE(first.path, QByteArray("/dbs/shop/colls/orders/docs"));
    QCOMPARE(first.headers.value("content-type"), QByteArray("application/query+json"));
    QCOMPARE(first.headers.value("x-ms-documentdb-isquery"), QByteArray("True"));
    QCOMPARE(first.headers.value("x-ms-max-item-count"), QByteArray("1"));
    QCOMPARE(Json::parse(first.body.toStdString())["query"].get<std::string>(), std::string("SELECT * FROM c"));

    // Stopping early reads no further page.
    StubServer again([](const StubRequest &, int) {
        return StubAnswer::json(200, R"({"Documents":[]})", {{"x-ms-continuation", "more"}});
    });
    CosmosClient stopping(optionsFor(again));
    QVERIFY(stopping
                .query(QStringLiteral("shop"), QStringLiteral("orders"), QStringLiteral("SELECT * FROM c"), {}, 10,
                    [](const Response &) { return false; })
                .ok());
    QCOMPARE(again.requests().size(), size_t(1));
}

void TestAccountClient::aContinuationThatDoesNotAdvanceStops()
{
    StubServer server([](const StubRequest &, int) {
        return StubAnswer::json(200, R"({"Documents":[]})", {{"x-ms-continuation", "same"}});
    });
    CosmosClient client(optionsFor(server));
    const Response last = client.query(QStringLiteral("shop"), QStringLiteral("orders"),
        QStringLiteral("SELECT * FROM c"), {}, 10, [](const Response &) { return true; });
    QCOMPARE(last.failure, Failure::Protocol);
    QVERIFY2(last.error.contains(QStringLiteral("the continuation token did not advance")), qPrintable(last.error));
    QCOMPARE(server.requests().size(), size_t(2));
}

void TestAccountClient::throttlingWaitsAsTheServiceAsks()
{
    StubServer server([](const StubRequest &, int index) {
        if (index < 2)
            return StubAnswer::json(
                429, R"({"code":"429","message":"Request rate is large"})", {{"x-ms-retry-after-ms", "150"}});
        return StubAnswer::json(200, R"({"id":"shop"})");
    });
    CosmosClient client(optionsFor(server));
    QElapsedTimer clock;
    clock.start();
    const Response response
        = client.send("GET", QStringLiteral("dbs"), QStringLiteral("dbs/shop"), QStringLiteral("dbs/shop"));
    QVERIFY2(response.ok(), qPrintable(response.error));
    QCOMPARE(server.requests().size(), size_t(3));
    QVERIFY2(clock.elapsed() >= 300, qPrintable(QString::number(clock.elapsed())));
}

void TestAccountClient::throttlingGivesUpAfterTheBoundedRetries()
{
    StubServer server([](const StubRequest &, int) {
        return StubAnswer::json(429, R"({"message":"Request rate is large"})", {{"x-ms-retry-after-ms", "10"}});
    });
    ClientOptions options = optionsFor(server);
    options.maxRetries = 3;
    CosmosClient client(options);
    const Response response
        = client.send("GET", QStringLiteral("dbs"), QStringLiteral("dbs/shop"), QStringLiteral("dbs/shop"));
    QCOMPARE(response.failure, Failure::Throttled);
    QCOMPARE(server.requests().size(), size_t(4));
    QVERIFY2(response.error.contains(QStringLiteral("still throttled (429 Too Many Requests) after 3 retries")),
        qPrintable(response.error));
    QVERIFY2(response.error.contains(server.endpoint() + QStringLiteral("dbs/shop")), qPrintable(response.error));

    // A wait longer than the budget is not started at all.
    StubServer slow([](const StubRequest &, int) {
        return StubAnswer::json(429, "{}", {{"x-ms-retry-after-ms", "50000"}});
    });
    ClientOptions tight = optionsFor(slow);
    tight.maxRetryWaitMs = 1000;
    CosmosClient impatient(tight);
    QCOMPARE(
        impatient.send("GET", QStringLiteral("dbs"), QStringLiteral("dbs/shop"), QStringLiteral("dbs/shop")).failure,
        Failure::Throttled);
    QCOMPARE(slow.requests().size(), size_t(1));
}

void TestAccountClient::refusalsAndMissingResourcesAreNamed()
{
    StubServer server([](const StubRequest &request, int) {
        if (request.path.endsWith("/secret"))
            return StubAnswer::json(401,
                R"({"code":"Unauthorized","message":"The input authorization token can't serve the request.\r\nActivityId: 1"})");
        if (request.path.endsWith("/blocked"))
            return StubAnswer::json(403, R"({"message":"Request blocked by network firewall"})");
        if (request.path.endsWith("/broken"))
            return StubAnswer::json(503, R"({"message":"Service unavailable"})");
        return StubAnswer::json(404, R"({"code":"NotFound","message":"Resource Not Found"})");
    });
    CosmosClient client(optionsFor(server));
    const auto get = [&](const char *name) {
        const QString link = QStringLiteral("dbs/") + QLatin1String(name);
        return client.send("GET", QStringLiteral("dbs"), link, link);
    };
    const Response unauthorized = get("secret");
    QCOMPARE(unauthorized.failure, Failure::Auth);
    QCOMPARE(unauthorized.error,
        QStringLiteral("GET %1dbs/secret: 401 Unauthorized: The input authorization token can't serve the request.")
            .arg(server.endpoint()));
    QCOMPARE(get("blocked").failure, Failure::Auth);
    QCOMPARE(get("missing").failure, Failure::NotFound);
    QVERIFY(get("missing").error.endsWith(QStringLiteral("dbs/missing: 404 Not Found: Resource Not Found")));
    QCOMPARE(get("broken").failure, Failure::Unreachable);
}

void TestAccountClient::unreachableEndpoints()
{
    // A port nothing listens on: bind one, then close it.
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost));
    const quint16 port = probe.serverPort();
    probe.close();
    ClientOptions options;
    options.endpoint = QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(port));
    options.key = kDocumentedKey;
    CosmosClient client(options);
    const Response response
        = client.send("GET", QStringLiteral("dbs"), QStringLiteral("dbs/shop"), QStringLiteral("dbs/shop"));
    QCOMPARE(response.failure, Failure::Unreachable);
    QVERIFY2(response.error.startsWith(
                 QStringLiteral("GET http://127.0.0.1:%1/dbs/shop: cannot reach the account: ").arg(port)),
        qPrintable(response.error));
}

void TestAccountClient::silenceTimesOut()
{
    StubServer server([](const StubRequest &, int) { return StubAnswer {200, {}, {}, true}; });
    ClientOptions options = optionsFor(server);
    options.timeoutMs = 300;
    CosmosClient client(options);
    const Response response
        = client.send("GET", QStringLiteral("dbs"), QStringLiteral("dbs/shop"), QStringLiteral("dbs/shop"));
    QCOMPARE(response.failure, Failure::Unreachable);
    QVERIFY2(response.error.endsWith(QStringLiteral("dbs/shop: no answer within 0.3 s")), qPrintable(response.error));
}

void TestAccountClient::cancellationStopsAWait()
{
    StubServer server([](const StubRequest &, int) { return StubAnswer {200, {}, {}, true}; });
    ClientOptions options = optionsFor(server);
    QElapsedTimer clock;
    clock.start();
    options.cancelled = [&] { return clock.elapsed() > 200; };
    CosmosClient client(options);
    const Response response
        = client.send("GET", QStringLiteral("dbs"), QStringLiteral("dbs/shop"), QStringLiteral("dbs/shop"));
    QCOMPARE(response.failure, Failure::Cancelled);
    QVERIFY(clock.elapsed() < 4000);
}

void TestAccountClient::answersThatAreNotJson()
{
    StubServer server([](const StubRequest &request, int) {
        return StubAnswer::json(200, request.path.endsWith("array") ? "[1,2]" : "<html>proxy login</html>");
    });
    CosmosClient client(optionsFor(server));
    const Response html = client.send("GET", QStringLiteral("dbs"), QStringLiteral("dbs/x"), QStringLiteral("dbs/x"));
    QCOMPARE(html.failure, Failure::Protocol);
    QVERIFY2(
        html.error.endsWith(QStringLiteral("dbs/x: the answer (200) is not a JSON object")), qPrintable(html.error));
    QCOMPARE(
        client.send("GET", QStringLiteral("dbs"), QStringLiteral("dbs/array"), QStringLiteral("dbs/array")).failure,
        Failure::Protocol);
}

// An empty 200 (a proxy, a broken server) once threw out of the database check and
// aborted every account command; now it is a protocol failure naming the request. A
// deletion's empty 204 is a success, and an offers feed of the wrong shape leaves the
// throughput unknown.
// An answer's x-ms-request-charge is what `measure` reports: one that is negative, not
// finite or not a number is the server's fault, said with the value, and never added
// to the totals. Before, "nan" made the total NaN and "-1" took an RU back.
void TestAccountClient::chargesThatAreNoNumberOfRuAreRefused()
{
    QByteArray charge;
    StubServer server([&](const StubRequest &, int) {
        return StubAnswer::json(200, R"({"id":"shop"})", {{"x-ms-request-charge", charge}});
    });
    CosmosClient client(optionsFor(server));
    const auto read = [&client] {
        return client.send("GET", QStringLiteral("dbs"), QStringLiteral("dbs/shop"), QStringLiteral("dbs/shop"));
    };
    charge = "2.38";
    QVERIFY(read().ok());
    QCOMPARE(client.totalRequestCharge(), 2.38);
    for (const QByteArray &odd : {QByteArray("nan"), QByteArray("-1"), QByteArray("1e309"), QByteArray("inf"),
             QByteArray("many"), QByteArray("1e12")}) {
        charge = odd;
        const Response refused = read();
        QCOMPARE(refused.failure, Failure::Protocol);
        QVERIFY2(refused.error.endsWith(
                     QStringLiteral("request charge \"%1\" is not a number of RU").arg(QString::fromLatin1(odd))),
            qPrintable(refused.error));
        QCOMPARE(client.totalRequestCharge(), 2.38);
    }
    // No charge at all (a proxy's answer): nothing added, nothing refused.
    charge.clear();
    QVERIFY(read().ok());
    QCOMPARE(client.totalRequestCharge(), 2.38);
}

void TestAccountClient::emptyAnswersAreNamedNotThrown()
{
    QByteArray offers = "";
    StubServer server([&](const StubRequest &request, int) {
        if (request.verb == "DELETE")
            return StubAnswer::json(204, "");
        if (request.path == "/dbs/shop" && !offers.isEmpty())
            return StubAnswer::json(200, R"({"id":"shop"})");
        if (request.path == "/dbs/shop/colls" && !offers.isEmpty())
            return StubAnswer::json(200, R"({"DocumentCollections":[{"id":"orders","_rid":"abc="}]})");
        if (request.path == "/offers")
            return StubAnswer::json(200, offers);
        return StubAnswer::json(200, "");
    });
    CosmosClient client(optionsFor(server));
    const Response empty = client.send("GET", QStringLiteral("dbs"), QStringLiteral("dbs/x"), QStringLiteral("dbs/x"));
    QCOMPARE(empty.failure, Failure::Protocol);
    QVERIFY2(empty.error.endsWith(QStringLiteral("dbs/x: the answer (200) is empty")), qPrintable(empty.error));
    QVERIFY(client.send("DELETE", QStringLiteral("dbs"), QStringLiteral("dbs/x"), QStringLiteral("dbs/x")).ok());

    const DatabaseListing listing = listExistingContainers(client, QStringLiteral("shop"));
    QCOMPARE(listing.failure.failure, Failure::Protocol);
    QVERIFY2(listing.failure.error.contains(QStringLiteral("dbs/shop")), qPrintable(listing.failure.error));

    for (const QByteArray &shape : {QByteArray(R"({"Offers":5})"), QByteArray(R"({"Offers":{"a":1}})"),
             QByteArray(R"({"Offers":[1,"x",null,{"offerResourceId":7},{"offerResourceId":"abc=","content":3}]})")}) {
        offers = shape;
        const DatabaseListing odd = listContainers(client, QStringLiteral("shop"));
        QVERIFY2(odd.failure.ok(), qPrintable(odd.failure.error));
        QVERIFY(odd.containers.count(QStringLiteral("orders")));
        QVERIFY2(odd.throughput.empty(), shape.constData());
    }
}

void TestAccountClient::largeAnswersAreCutOff_data()
{
    QTest::addColumn<QString>("shape");
    QTest::newRow("48 MiB with its length declared") << QStringLiteral("declared");
    QTest::newRow("chunked without end") << QStringLiteral("endless");
}

void TestAccountClient::largeAnswersAreCutOff()
{
    QFETCH(QString, shape);
    // A valid page, only far larger than Cosmos DB sends (4 MB at most).
    QByteArray documents = R"({"Documents":[)";
    const QByteArray document = R"({"id":"x","payload":")" + QByteArray(1000, 'a') + R"("},)";
    StubServer server([&](const StubRequest &, int) {
        if (shape == QLatin1String("declared")) {
            QByteArray body = documents;
            while (body.size() < (48 << 20))
                body += document;
            body.chop(1);
            return StubAnswer::json(200, body + "]}");
        }
        StubAnswer endless = StubAnswer::json(200, {});
        endless.endless = [&document] { return document.repeated(256); };
        return endless;
    });
    ClientOptions options = optionsFor(server);
    options.timeoutMs = 60000; // the limit stops it, not the timeout
    CosmosClient client(options);
    QElapsedTimer clock;
    clock.start();
    const Response page = client.send(
        "GET", QStringLiteral("docs"), QStringLiteral("dbs/a/colls/b"), QStringLiteral("dbs/a/colls/b/docs"));
    QVERIFY2(page.failure == Failure::Protocol, qPrintable(page.error));
    QVERIFY2(page.error.endsWith(QStringLiteral("dbs/a/colls/b/docs: the answer is larger than 32 MiB (a page of "
                                                "Cosmos DB is at most 4 MB); the rest was not read")),
        qPrintable(page.error));
    QVERIFY(page.body.is_null());
    QVERIFY2(clock.elapsed() < 50000, "stopped by the limit, long before the timeout");
}

void TestAccountClient::deepAnswersAreRefusedBeforeParsing()
{
    // A million levels: the parser's own stack would not be the limit, the client's is.
    const QByteArray deep = QByteArray(1000000, '[') + QByteArray(1000000, ']');
    // 161 levels: one more than a document (128) in its feed and the margin allow.
    const QByteArray justTooDeep = R"({"Documents":)" + QByteArray(160, '[') + QByteArray(160, ']') + "}";
    const QByteArray deepButAllowed = R"({"Documents":)" + QByteArray(159, '[') + QByteArray(159, ']') + "}";
    // Brackets inside strings are text, not nesting.
    const QByteArray bracketsInText = R"({"Documents":[{"id":"a","note":")" + QByteArray(500, '[') + R"(\"]"}]})";
    QByteArray answer;
    int status = 200;
    StubServer server([&](const StubRequest &, int) { return StubAnswer::json(status, answer); });
    CosmosClient client(optionsFor(server));
    auto get
        = [&] { return client.send("GET", QStringLiteral("dbs"), QStringLiteral("dbs/x"), QStringLiteral("dbs/x")); };

    answer = R"({"Documents":)" + deep + "}";
    Response page = get();
    QCOMPARE(page.failure, Failure::Protocol);
    QVERIFY2(page.error.endsWith(QStringLiteral("dbs/x: the answer (200) nests values more than 160 levels deep")),
        qPrintable(page.error));
    answer = justTooDeep;
    QCOMPARE(get().failure, Failure::Protocol);
    answer = deepButAllowed;
    page = get();
    QVERIFY2(page.ok(), qPrintable(page.error));
    answer = bracketsInText;
    page = get();
    QVERIFY2(page.ok(), qPrintable(page.error));
    QCOMPARE(page.body["Documents"][0]["note"].get<std::string>().size(), size_t(502));

    // A refusal with a deep or a long body is still the refusal, named by its status.
    status = 400;
    for (const QByteArray &body : {R"({"message":"no",)" + QByteArray(R"("x":)") + deep + "}",
             R"({"message":")" + QByteArray(200000, 'm') + R"("})"}) {
        answer = body;
        page = get();
        QCOMPARE(page.failure, Failure::BadRequest);
        QVERIFY2(page.error.endsWith(QStringLiteral("dbs/x: 400 Bad Request")), qPrintable(page.error));
    }
    answer = R"({"message":"the partition key is missing\r\nActivityId: 1"})";
    QVERIFY2(get().error.endsWith(QStringLiteral("400 Bad Request: the partition key is missing")),
        "a small refusal is read");
}

void TestAccountClient::feedsThatNeverEndAreStopped()
{
    auto readAll = [](CosmosClient &client) {
        return client.query(QStringLiteral("shop"), QStringLiteral("orders"), QStringLiteral("SELECT * FROM c"), {}, 10,
            [](const Response &) { return true; });
    };
    // Tokens that come round again: A, B, A.
    StubServer alternating([](const StubRequest &, int index) {
        return StubAnswer::json(200, R"({"Documents":[]})", {{"x-ms-continuation", index % 2 ? "B" : "A"}});
    });
    CosmosClient first(optionsFor(alternating));
    Response last = readAll(first);
    QCOMPARE(last.failure, Failure::Protocol);
    QVERIFY2(
        last.error.endsWith(QStringLiteral("a continuation token came back after 3 pages")), qPrintable(last.error));
    QCOMPARE(alternating.requests().size(), size_t(3));

    // A new token on every page, forever: the page count stops it.
    StubServer endless([](const StubRequest &, int index) {
        return StubAnswer::json(200, R"({"Documents":[]})", {{"x-ms-continuation", "t" + QByteArray::number(index)}});
    });
    ClientOptions options = optionsFor(endless);
    options.maxPages = 40;
    CosmosClient second(options);
    last = readAll(second);
    QCOMPARE(last.failure, Failure::Protocol);
    QVERIFY2(last.error.endsWith(QStringLiteral("no last page after 40 pages")), qPrintable(last.error));
    QCOMPARE(endless.requests().size(), size_t(40));

    // Slow pages: the deadline stops it (here 1 s, pages of 300 ms or more: by the fourth).
    StubServer slow([](const StubRequest &, int index) {
        StubAnswer answer
            = StubAnswer::json(200, R"({"Documents":[]})", {{"x-ms-continuation", "s" + QByteArray::number(index)}});
        answer.delayMs = 300;
        return answer;
    });
    options = optionsFor(slow);
    options.feedDeadlineMs = 1000;
    CosmosClient third(options);
    last = readAll(third);
    QCOMPARE(last.failure, Failure::Protocol);
    QVERIFY2(last.error.contains(QStringLiteral(": no last page after 1 s (")), qPrintable(last.error));
    QVERIFY(slow.requests().size() <= 4); // each page takes 300 ms at least: the fourth passes 1 s
}

void TestAccountClient::throughputComesFromTheOffers()
{
    // Two containers, one manual at 400 RU/s, one autoscale up to 4,000; the offers
    // name them by _rid, as Cosmos DB does.
    bool offersListed = true;
    StubServer server([&](const StubRequest &request, int) {
        if (request.path == "/dbs/shop")
            return StubAnswer::json(200, R"({"id":"shop"})");
        if (request.path == "/dbs/shop/colls")
            return StubAnswer::json(200, R"({"DocumentCollections":[
                {"id":"orders","_rid":"abc=","partitionKey":{"paths":["/customerId"],"kind":"Hash"}},
                {"id":"users","_rid":"def=","partitionKey":{"paths":["/id"],"kind":"Hash"}}]})");
        if (request.path == "/offers" && offersListed)
            return StubAnswer::json(200, R"({"Offers":[
                {"offerResourceId":"abc=","content":{"offerThroughput":400}},
                {"offerResourceId":"def=","content":{"offerThroughput":400,"offerAutopilotSettings":{"maxThroughput":4000}}}]})");
        return StubAnswer::json(404, R"({"message":"Resource Not Found"})");
    });
    CosmosClient client(optionsFor(server));
    const DatabaseListing listing = listContainers(client, QStringLiteral("shop"));
    QVERIFY2(listing.failure.ok(), qPrintable(listing.failure.error));
    QCOMPARE(listing.throughput.at(QStringLiteral("orders")).dump(), std::string(R"({"throughput":400})"));
    QCOMPARE(listing.throughput.at(QStringLiteral("users")).dump(),
        std::string(R"({"autoscaleSettings":{"maxThroughput":4000}})"));

    // A design at autoscale 1,000 differs in place; the same throughput does not.
    DeploymentPlan::Container users {QStringLiteral("users"),
        OrderedJson {{"id", "users"}, {"partitionKey", {{"paths", {"/id"}}, {"kind", "Hash"}}}},
        OrderedJson {{"autoscaleSettings", {{"maxThroughput", 1000}}}}, QString()};
    const auto differences = compareContainer(
        users, listing.containers.at(QStringLiteral("users")), listing.throughput.at(QStringLiteral("users")));
    QCOMPARE(differences.size(), size_t(1));
    QCOMPARE(differences[0].line(),
        QStringLiteral("users: throughput: {\"autoscaleSettings\":{\"maxThroughput\":4000}} -> "
                       "{\"autoscaleSettings\":{\"maxThroughput\":1000}} (in place)"));
    users.options = {{"autoscaleSettings", {{"maxThroughput", 4000}}}};
    QVERIFY(compareContainer(
        users, listing.containers.at(QStringLiteral("users")), listing.throughput.at(QStringLiteral("users")))
                .empty());

    // An account that does not list offers: throughput unknown, nothing fails.
    offersListed = false;
    const DatabaseListing without = listContainers(client, QStringLiteral("shop"));
    QVERIFY(without.failure.ok());
    QVERIFY(without.throughput.empty());
}

QTEST_GUILESS_MAIN(TestAccountClient)
#include "tst_accountclient.moc"
