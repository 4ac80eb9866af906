// SPDX-License-Identifier: MIT
#pragma once
// A scripted HTTP server on 127.0.0.1 for the account client's tests: each request is
// answered by the script (or left unanswered, to test timeouts), one request per
// connection. Runs in the test's thread: the client's own event loop serves it.

#include <QByteArray>
#include <QHostAddress>
#include <QMap>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <functional>
#include <vector>

namespace cosmos::test {

// Microsoft's example ("Access control in the Azure Cosmos DB SQL API", Example
// Encoding): not a real key; what the account client signs with against the stub.
inline const QByteArray kDocumentedKey
    = "dsZQi3KtZmCv1ljt3VNWNm7sQUF1y5rJfC6kv5JiwvW0EndXdDku/dkKBp8/ufDToSxLzR4y+O/0H/t4bQtVNw==";

struct StubRequest {
    QByteArray verb;
    QByteArray path;
    QMap<QByteArray, QByteArray> headers; // names in lower case
    QByteArray body;
};

struct StubAnswer {
    int status = 200;
    QByteArray body = "{}";
    QList<QPair<QByteArray, QByteArray>> headers;
    bool silent = false; // never answer
    int delayMs = 0;     // answer after this long (the test's event loop keeps running)
    // When set, the body is chunked and never ends: each turn of the event loop sends
    // another chunk it returns, until the client hangs up.
    std::function<QByteArray()> endless = nullptr;

    static StubAnswer json(int status, const QByteArray &body, QList<QPair<QByteArray, QByteArray>> headers = {})
    {
        return {status, body, std::move(headers), false};
    }
};

class StubServer : public QObject {
public:
    using Script = std::function<StubAnswer(const StubRequest &, int index)>;

    explicit StubServer(Script script)
        : m_script(std::move(script))
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection())
                serve(socket);
        });
        if (!m_server.listen(QHostAddress::LocalHost))
            qFatal("the stub server cannot listen on 127.0.0.1");
    }

    QString endpoint() const { return QStringLiteral("http://127.0.0.1:%1/").arg(m_server.serverPort()); }
    const std::vector<StubRequest> &requests() const { return m_requests; }

private:
    void serve(QTcpSocket *socket)
    {
        socket->setParent(this);
        auto buffer = std::make_shared<QByteArray>();
        QObject::connect(socket, &QTcpSocket::readyRead, this, [this, socket, buffer] {
            buffer->append(socket->readAll());
            const qsizetype end = buffer->indexOf("\r\n\r\n");
            if (end < 0)
                return;
            StubRequest request;
            const QList<QByteArray> lines = buffer->left(end).split('\n');
            const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
            request.verb = first.value(0);
            request.path = first.value(1);
            for (qsizetype i = 1; i < lines.size(); ++i) {
                const qsizetype colon = lines[i].indexOf(':');
                if (colon > 0)
                    request.headers.insert(lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
            }
            const qsizetype length = request.headers.value("content-length", "0").toLongLong();
            if (buffer->size() < end + 4 + length)
                return;
            request.body = buffer->mid(end + 4, length);
            buffer->clear();
            m_requests.push_back(request);
            const StubAnswer answer = m_script(request, int(m_requests.size()) - 1);
            if (answer.silent)
                return;
            if (answer.endless) {
                stream(socket, answer);
                return;
            }
            QByteArray reply = "HTTP/1.1 " + QByteArray::number(answer.status) + " Stub\r\n";
            reply += "Content-Type: application/json\r\nConnection: close\r\n";
            reply += "Content-Length: " + QByteArray::number(answer.body.size()) + "\r\n";
            for (const auto &[name, value] : answer.headers)
                reply += name + ": " + value + "\r\n";
            reply += "\r\n" + answer.body;
            auto send = [socket, reply] {
                socket->write(reply);
                socket->disconnectFromHost();
            };
            if (answer.delayMs > 0)
                QTimer::singleShot(answer.delayMs, socket, send);
            else
                send();
        });
    }

    void stream(QTcpSocket *socket, const StubAnswer &answer)
    {
        socket->write("HTTP/1.1 " + QByteArray::number(answer.status)
            + " Stub\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n");
        auto *pump = new QTimer(socket);
        QObject::connect(pump, &QTimer::timeout, socket, [socket, pump, next = answer.endless] {
            if (socket->state() != QAbstractSocket::ConnectedState) {
                pump->stop();
                return;
            }
            if (socket->bytesToWrite() > (1 << 20))
                return; // the client reads slower than this writes
            const QByteArray chunk = next();
            socket->write(QByteArray::number(chunk.size(), 16) + "\r\n" + chunk + "\r\n");
        });
        pump->start(0);
    }

    Script m_script;
    QTcpServer m_server;
    std::vector<StubRequest> m_requests;
};

} // namespace cosmos::test
