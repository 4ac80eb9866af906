// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrl>

#include <functional>
#include <memory>

class QNetworkAccessManager;
class QNetworkReply;
class QNetworkRequest;

namespace cosmos::account {

// Answers as the service wrote them, members in their order (documents keep the
// order their authors gave their properties).
using AccountJson = nlohmann::ordered_json;

// The REST API version sent with every request: the newest the Cosmos DB service
// and the emulator document for the data plane.
inline constexpr char kApiVersion[] = "2020-07-15";

// Why a request did not succeed, in the terms the commands' exit codes use
// (FORMAT.md section 5: 2 for what the user can fix in the arguments or the key,
// 4 for an account that cannot be reached).
enum class Failure { None, Auth, NotFound, BadRequest, Throttled, Unreachable, Tls, Protocol, Cancelled };

struct Response {
    int status = 0;
    AccountJson body;         // the parsed JSON answer (an object), null on failure
    QByteArray continuation;  // x-ms-continuation: more pages follow
    double requestCharge = 0; // x-ms-request-charge, RU
    Failure failure = Failure::None;
    QString error; // names the endpoint and what was asked, never the key

    bool ok() const { return failure == Failure::None; }
};

struct ClientOptions {
    QUrl endpoint;
    QByteArray key;                  // base64 master key, kept in memory only
    bool allowSelfSigned = false;    // only honoured for a loopback host
    int timeoutMs = 30000;           // per attempt
    int maxRetries = 9;              // 429 answers retried at most this often per request
    int maxRetryWaitMs = 30000;      // and waited for at most this long in all
    std::function<bool()> cancelled; // polled while waiting; true stops the request
    // What a server may send before the client stops listening. A Cosmos DB page is at
    // most 4 MB and a document at most 2 MB: more is a proxy or a broken server.
    qint64 maxAnswerBytes = 32LL << 20;
    int maxPages = 10000;        // pages of one feed
    int feedDeadlineMs = 600000; // one feed, every page and wait included
};

using Headers = QList<QPair<QByteArray, QByteArray>>;

// A blocking client for the Cosmos DB REST API: each call signs the request with the
// master key, waits (in a local event loop, so it runs in any thread) for the answer
// or the timeout, waits out throttling (429) as the service asks, and reports a
// failure in words that name the endpoint and the resource. It follows no redirect
// and contacts nothing but the endpoint's host.
class CosmosClient {
public:
    explicit CosmosClient(ClientOptions options);
    ~CosmosClient();
    CosmosClient(const CosmosClient &) = delete;
    CosmosClient &operator=(const CosmosClient &) = delete;

    // verb GET|POST|PUT|DELETE; resourceType and resourceLink as signed ("colls",
    // "dbs/shop"); path is the URL path below the endpoint ("dbs/shop/colls").
    Response send(const QByteArray &verb, const QString &resourceType, const QString &resourceLink, const QString &path,
        const QByteArray &body = {}, const Headers &headers = {});

    // A feed (a list or a query), one page at a time, following continuation tokens
    // until the last page or until onPage returns false. The returned response is the
    // failure, or the last page read.
    Response readFeed(const QByteArray &verb, const QString &resourceType, const QString &resourceLink,
        const QString &path, const QByteArray &body, const Headers &headers,
        const std::function<bool(const Response &)> &onPage);

    // A SQL query over a container's documents, across partitions, paged.
    Response query(const QString &database, const QString &container, const QString &sql, const AccountJson &parameters,
        int pageSize, const std::function<bool(const Response &)> &onPage, const Headers &extraHeaders = {});

    double totalRequestCharge() const { return m_totalCharge; }
    const QUrl &endpoint() const { return m_options.endpoint; }

private:
    struct Answer; // what arrived, read within the limits
    Answer receive(QNetworkReply *reply, bool &cancelled, bool &timedOut) const;
    Response sendOnce(const QByteArray &verb, const QString &resourceType, const QString &resourceLink,
        const QString &path, const QByteArray &body, const Headers &headers, int &retryAfterMs);
    QString describe(const QByteArray &verb, const QString &path) const;

    ClientOptions m_options;
    std::unique_ptr<QNetworkAccessManager> m_network;
    double m_totalCharge = 0;
};

} // namespace cosmos::account
