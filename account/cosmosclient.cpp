// SPDX-License-Identifier: MIT
#include "cosmosclient.h"

#include "accountendpoint.h"
#include "masterkey.h"

#include "model/io/jsonscanner.h"
#include "model/io/orderedjson.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSet>
#include <QSslError>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace cosmos::account {

namespace {

constexpr int kCancelPollMs = 100;
constexpr int kDefaultRetryAfterMs = 1000;
constexpr qsizetype kShownServiceMessage = 300;
// A refusal's body is parsed for its message only when it is this small.
constexpr qsizetype kMaxParsedErrorBytes = 64 * 1024;
// A document nests at most 128 levels (Cosmos DB's per-item limit) and a feed wraps
// documents in two more; deeper is not Cosmos DB, and is refused before it is parsed.
constexpr int kMaxAnswerDepth = 160;
// No single request is charged more (a page of a query stops at 5 s of work).
constexpr double kMaxRequestCharge = 1e7;

// The errors a self-signed certificate causes; an expired certificate or a host name
// that does not match stays an error even with --allow-self-signed.
bool isSelfSignedError(const QSslError &error)
{
    switch (error.error()) {
    case QSslError::SelfSignedCertificate:
    case QSslError::SelfSignedCertificateInChain:
    case QSslError::UnableToGetLocalIssuerCertificate:
    case QSslError::UnableToGetIssuerCertificate:
    case QSslError::UnableToVerifyFirstCertificate:
    case QSslError::CertificateUntrusted:
        return true;
    default:
        return false;
    }
}

QString statusText(int status)
{
    switch (status) {
    case 400:
        return QStringLiteral("400 Bad Request");
    case 401:
        return QStringLiteral("401 Unauthorized");
    case 403:
        return QStringLiteral("403 Forbidden");
    case 404:
        return QStringLiteral("404 Not Found");
    case 409:
        return QStringLiteral("409 Conflict");
    case 429:
        return QStringLiteral("429 Too Many Requests");
    default:
        return QString::number(status);
    }
}

// The service's own explanation, first line only (the rest is activity ids).
QString serviceMessage(const AccountJson &body)
{
    if (!body.is_object() || !body.contains("message") || !body["message"].is_string())
        return {};
    QString message = QString::fromStdString(body["message"].get<std::string>()).section(QLatin1Char('\n'), 0, 0);
    message = message.section(QStringLiteral("\\r\\n"), 0, 0).trimmed();
    if (message.size() > kShownServiceMessage)
        message = message.left(kShownServiceMessage) + QStringLiteral("…");
    return message;
}

// Waits in an event loop (so network and timers keep running) for at most ms;
// false when cancelled meanwhile.
bool waitFor(int ms, const std::function<bool()> &cancelled)
{
    QEventLoop loop;
    QTimer done;
    done.setSingleShot(true);
    done.setTimerType(Qt::PreciseTimer); // the service's wait, not a coarse approximation
    QObject::connect(&done, &QTimer::timeout, &loop, &QEventLoop::quit);
    QTimer poll;
    bool stopped = false;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (cancelled && cancelled()) {
            stopped = true;
            loop.quit();
        }
    });
    done.start(ms);
    poll.start(kCancelPollMs);
    loop.exec();
    return !stopped;
}

} // namespace

CosmosClient::CosmosClient(ClientOptions options)
    : m_options(std::move(options))
    , m_network(std::make_unique<QNetworkAccessManager>())
{
    // A proxy would be another host to contact; the emulator and test servers are local.
    if (isLoopbackHost(m_options.endpoint.host()))
        m_network->setProxy(QNetworkProxy::NoProxy);
    m_network->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
}

CosmosClient::~CosmosClient() = default;

QString CosmosClient::describe(const QByteArray &verb, const QString &path) const
{
    QUrl shown = m_options.endpoint;
    shown.setPath(QStringLiteral("/") + path);
    return QStringLiteral("%1 %2").arg(QString::fromLatin1(verb), shown.toString());
}

Response CosmosClient::send(const QByteArray &verb, const QString &resourceType, const QString &resourceLink,
    const QString &path, const QByteArray &body, const Headers &headers)
{
    int waitedMs = 0;
    for (int retries = 0;; ++retries) {
        int retryAfterMs = 0;
        Response response = sendOnce(verb, resourceType, resourceLink, path, body, headers, retryAfterMs);
        if (response.failure != Failure::Throttled)
            return response;
        if (retries >= m_options.maxRetries || waitedMs + retryAfterMs > m_options.maxRetryWaitMs) {
            response.error = QStringLiteral("%1: still throttled (429 Too Many Requests) after %2 retries over %3 s; "
                                            "the account's throughput is used up")
                                 .arg(describe(verb, path))
                                 .arg(retries)
                                 .arg(waitedMs / 1000.0, 0, 'f', 1);
            return response;
        }
        if (!waitFor(retryAfterMs, m_options.cancelled)) {
            response.failure = Failure::Cancelled;
            response.error = QStringLiteral("cancelled");
            return response;
        }
        waitedMs += retryAfterMs;
    }
}

struct CosmosClient::Answer {
    QByteArray bytes;
    bool tooLarge = false; // more than maxAnswerBytes, declared or sent: the rest was not read
};

// Waits for the reply within the timeout, polling for cancellation, and keeps what
// arrives as it arrives, so that the network layer buffers nothing without a limit.
CosmosClient::Answer CosmosClient::receive(QNetworkReply *reply, bool &cancelled, bool &timedOut) const
{
    Answer answer;
    QEventLoop loop;
    auto stopIfTooLarge = [&](qint64 size) {
        if (size > m_options.maxAnswerBytes && !answer.tooLarge) {
            answer.tooLarge = true;
            answer.bytes.clear();
            reply->abort();
        }
    };
    QObject::connect(reply, &QNetworkReply::metaDataChanged, &loop, [&] {
        bool declared = false;
        const qint64 length = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong(&declared);
        if (declared)
            stopIfTooLarge(length);
    });
    QObject::connect(reply, &QNetworkReply::readyRead, &loop, [&] {
        if (answer.tooLarge)
            return;
        stopIfTooLarge(answer.bytes.size() + reply->bytesAvailable());
        if (!answer.tooLarge)
            answer.bytes += reply->readAll();
    });
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &loop, [&] {
        timedOut = true;
        reply->abort();
    });
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (m_options.cancelled && m_options.cancelled()) {
            cancelled = true;
            reply->abort();
        }
    });
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    timeout.start(m_options.timeoutMs);
    poll.start(kCancelPollMs);
    if (!reply->isFinished())
        loop.exec();
    if (!answer.tooLarge && reply->isOpen()) { // an aborted reply is closed
        stopIfTooLarge(answer.bytes.size() + reply->bytesAvailable());
        if (!answer.tooLarge)
            answer.bytes += reply->readAll();
    }
    return answer;
}

Response CosmosClient::sendOnce(const QByteArray &verb, const QString &resourceType, const QString &resourceLink,
    const QString &path, const QByteArray &body, const Headers &headers, int &retryAfterMs)
{
    Response response;
    const QString date = httpDate(QDateTime::currentDateTimeUtc());
    const std::optional<QByteArray> authorization
        = masterKeyAuthorization(QString::fromLatin1(verb), resourceType, resourceLink, date, m_options.key);
    if (!authorization) {
        response.failure = Failure::Auth;
        response.error = QStringLiteral("the account key is not base64 text");
        return response;
    }
    QUrl url = m_options.endpoint;
    url.setPath(QStringLiteral("/") + path, QUrl::DecodedMode);
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setRawHeader("authorization", *authorization);
    request.setRawHeader("x-ms-date", date.toLatin1());
    request.setRawHeader("x-ms-version", kApiVersion);
    request.setRawHeader("Accept", "application/json");
    request.setRawHeader("User-Agent", "cosmos-modeler");
    if (!body.isEmpty())
        request.setRawHeader("Content-Type", "application/json");
    for (const auto &[name, value] : headers)
        request.setRawHeader(name, value);

    QNetworkReply *reply = m_network->sendCustomRequest(request, verb, body);
    std::unique_ptr<QNetworkReply> owner(reply);
    QStringList certificateProblems;
    QObject::connect(reply, &QNetworkReply::sslErrors, reply, [&](const QList<QSslError> &errors) {
        const bool acceptable = m_options.allowSelfSigned && isLoopbackHost(url.host())
            && std::all_of(errors.begin(), errors.end(), isSelfSignedError);
        if (acceptable) {
            reply->ignoreSslErrors(errors);
            return;
        }
        for (const QSslError &error : errors)
            certificateProblems.append(error.errorString());
    });
    bool timedOut = false;
    bool cancelled = false;
    const Answer answer = receive(reply, cancelled, timedOut);

    const QString what = describe(verb, path);
    if (cancelled) {
        response.failure = Failure::Cancelled;
        response.error = QStringLiteral("cancelled");
        return response;
    }
    if (timedOut) {
        response.failure = Failure::Unreachable;
        response.error = QStringLiteral("%1: no answer within %2 s").arg(what).arg(m_options.timeoutMs / 1000.0);
        return response;
    }
    response.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (answer.tooLarge) {
        response.failure = Failure::Protocol;
        response.error = QStringLiteral("%1: the answer is larger than %2 MiB (a page of Cosmos DB is at most 4 MB); "
                                        "the rest was not read")
                             .arg(what)
                             .arg(double(m_options.maxAnswerBytes) / (1 << 20), 0, 'g', 3);
        return response;
    }
    if (response.status == 0) {
        if (reply->error() == QNetworkReply::SslHandshakeFailedError || !certificateProblems.isEmpty()) {
            response.failure = Failure::Tls;
            const bool loopback = isLoopbackHost(url.host());
            response.error = QStringLiteral("%1: the certificate of %2 cannot be trusted: %3%4")
                                 .arg(what, url.host(),
                                     certificateProblems.isEmpty() ? reply->errorString()
                                                                   : certificateProblems.join(QStringLiteral("; ")),
                                     loopback && !m_options.allowSelfSigned
                                         ? QStringLiteral(" (the emulator on this machine needs --allow-self-signed)")
                                         : QString());
        } else {
            response.failure = Failure::Unreachable;
            response.error = QStringLiteral("%1: cannot reach the account: %2").arg(what, reply->errorString());
        }
        return response;
    }

    const QByteArray &bytes = answer.bytes;
    if (bytes.trimmed().isEmpty()) {
        // Only a deletion succeeds with nothing to say; every other success is a JSON
        // object that the callers read (an empty answer is a proxy's or a broken server's).
        if (response.status < 300 && response.status != 204 && verb != "DELETE") {
            response.failure = Failure::Protocol;
            response.error = QStringLiteral("%1: the answer (%2) is empty").arg(what).arg(response.status);
            return response;
        }
    } else if (response.status >= 400 && bytes.size() > kMaxParsedErrorBytes) {
        // A refusal explains itself in a few hundred bytes; the status says enough.
    } else if (JsonScanner::nestsDeeperThan(
                   std::string_view(bytes.constData(), size_t(bytes.size())), kMaxAnswerDepth)) {
        if (response.status < 400) {
            response.failure = Failure::Protocol;
            response.error = QStringLiteral("%1: the answer (%2) nests values more than %3 levels deep")
                                 .arg(what)
                                 .arg(response.status)
                                 .arg(kMaxAnswerDepth);
            return response;
        }
    } else {
        // Linear in the answer however wide its objects (nlohmann's ordered parse is not).
        response.body = parseOrderedJson(std::string_view(bytes.constData(), size_t(bytes.size())))
                            .value_or(AccountJson(AccountJson::value_t::discarded));
        if (response.body.is_discarded() || !response.body.is_object()) {
            response.body = nullptr;
            if (response.status < 400) {
                response.failure = Failure::Protocol;
                response.error
                    = QStringLiteral("%1: the answer (%2) is not a JSON object").arg(what).arg(response.status);
                return response;
            }
        }
    }
    // What `measure` reports and the totals add up: a charge that is no number of RU
    // (negative, not finite, beyond any one request) would poison every figure after it.
    if (const QByteArray charge = reply->rawHeader("x-ms-request-charge"); !charge.isEmpty()) {
        bool ok = false;
        const double ru = charge.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(ru) || ru < 0 || ru > kMaxRequestCharge) {
            response.failure = Failure::Protocol;
            response.error = QStringLiteral("%1: the answer's request charge \"%2\" is not a number of RU")
                                 .arg(what, QString::fromLatin1(charge.left(40)));
            return response;
        }
        response.requestCharge = ru;
        m_totalCharge += ru;
    }
    response.continuation = reply->rawHeader("x-ms-continuation");
    if (response.status < 300)
        return response;

    const QString message = serviceMessage(response.body);
    const QString because = message.isEmpty() ? QString() : QStringLiteral(": ") + message;
    response.error = QStringLiteral("%1: %2%3").arg(what, statusText(response.status), because);
    if (response.status == 429) {
        response.failure = Failure::Throttled;
        bool ok = false;
        const double after = reply->rawHeader("x-ms-retry-after-ms").toDouble(&ok);
        retryAfterMs = ok && after >= 0 ? int(std::min(after, 60000.0)) : kDefaultRetryAfterMs;
    } else if (response.status == 401 || response.status == 403) {
        response.failure = Failure::Auth;
    } else if (response.status == 404) {
        response.failure = Failure::NotFound;
    } else if (response.status < 500) {
        response.failure = Failure::BadRequest;
    } else {
        response.failure = Failure::Unreachable;
    }
    return response;
}

Response CosmosClient::readFeed(const QByteArray &verb, const QString &resourceType, const QString &resourceLink,
    const QString &path, const QByteArray &body, const Headers &headers,
    const std::function<bool(const Response &)> &onPage)
{
    // A server that never sends a last page (new tokens forever, or tokens that come
    // round again) is stopped by the page count, the repeat and the deadline.
    QByteArray continuation;
    QSet<size_t> seen;
    QElapsedTimer elapsed;
    elapsed.start();
    for (int pages = 1;; ++pages) {
        Headers pageHeaders = headers;
        if (!continuation.isEmpty())
            pageHeaders.append({"x-ms-continuation", continuation});
        Response page = send(verb, resourceType, resourceLink, path, body, pageHeaders);
        if (!page.ok() || !onPage(page) || page.continuation.isEmpty())
            return page;
        QString problem;
        if (page.continuation == continuation)
            problem = QStringLiteral("the continuation token did not advance");
        else if (seen.contains(qHash(page.continuation)))
            problem = QStringLiteral("a continuation token came back after %1 pages").arg(pages);
        else if (pages >= m_options.maxPages)
            problem = QStringLiteral("no last page after %1 pages").arg(pages);
        else if (elapsed.elapsed() > m_options.feedDeadlineMs)
            problem = QStringLiteral("no last page after %1 s (%2 pages)").arg(elapsed.elapsed() / 1000).arg(pages);
        if (!problem.isEmpty()) {
            page.failure = Failure::Protocol;
            page.error = QStringLiteral("%1: %2").arg(describe(verb, path), problem);
            return page;
        }
        seen.insert(qHash(page.continuation));
        continuation = page.continuation;
    }
}

Response CosmosClient::query(const QString &database, const QString &container, const QString &sql,
    const AccountJson &parameters, int pageSize, const std::function<bool(const Response &)> &onPage,
    const Headers &extraHeaders)
{
    const QString link = QStringLiteral("dbs/%1/colls/%2").arg(database, container);
    const AccountJson body
        = {{"query", sql.toStdString()}, {"parameters", parameters.is_null() ? AccountJson::array() : parameters}};
    Headers headers {{"Content-Type", "application/query+json"}, {"x-ms-documentdb-isquery", "True"},
        {"x-ms-documentdb-query-enablecrosspartition", "True"},
        {"x-ms-max-item-count", QByteArray::number(std::max(1, pageSize))}};
    headers.append(extraHeaders);
    return readFeed("POST", QStringLiteral("docs"), link, link + QStringLiteral("/docs"),
        QByteArray::fromStdString(body.dump()), headers, onPage);
}

} // namespace cosmos::account
