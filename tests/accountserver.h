// SPDX-License-Identifier: MIT
#pragma once
// The seeded Cosmos DB server of tests/tools/account-server.mjs (@vercel/cosmosdb-server
// on 127.0.0.1, seeded with Microsoft's SDK), started and stopped by a test.

#include "account/cosmosclient.h"
#include "model/document/model.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QString>

namespace cosmos::test {

class AccountServer {
public:
    // Empty when started; else what is missing or what went wrong.
    QString start()
    {
        const QString tools = QStringLiteral(COSMOS_SOURCE_DIR "/tests/tools");
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        if (node.isEmpty())
            return QStringLiteral("node (Node.js) is not installed; run the README's test command (tools/test)");
        if (!QFileInfo::exists(tools + QStringLiteral("/node_modules/@vercel/cosmosdb-server/package.json")))
            return QStringLiteral("tests/tools/node_modules is missing the Cosmos DB server: run the README's test "
                                  "command (tools/test)");
        m_process.start(node, {tools + QStringLiteral("/account-server.mjs")});
        if (!m_process.waitForStarted(10000))
            return QStringLiteral("node did not start");
        QByteArray line;
        while (!line.endsWith('\n') && m_process.state() == QProcess::Running) {
            m_process.waitForReadyRead(60000);
            line += m_process.readLine();
        }
        if (!line.endsWith('\n'))
            return QStringLiteral("the account server did not start: ") + QString::fromUtf8(m_process.readAllStandardError());
        const Json ready = Json::parse(line.toStdString(), nullptr, false);
        if (ready.is_discarded() || !ready.contains("port"))
            return QStringLiteral("the account server said: ") + QString::fromUtf8(line);
        m_port = ready["port"].get<int>();
        m_expected = ready["expected"];
        return {};
    }

    ~AccountServer()
    {
        if (m_process.state() == QProcess::NotRunning)
            return;
        m_process.closeWriteChannel(); // the server stops when its input ends
        if (!m_process.waitForFinished(10000))
            m_process.kill();
    }

    QString endpoint() const { return QStringLiteral("https://127.0.0.1:%1/").arg(m_port); }
    // Per entity ("order", "shipment", "customers"): count, avgKB, maxKB as written.
    const Json &expected() const { return m_expected; }

private:
    QProcess m_process;
    int m_port = 0;
    Json m_expected;
};

// Stores the sample documents an export folder holds (samples/NAME.sample.json) in the
// containers of `database`, each with its partition key (containers/NAME.json), as an
// application would. Returns the documents stored per container; qFatal on failure.
inline std::map<QString, size_t> storeSampleDocuments(
    account::CosmosClient &client, const QString &database, const QString &exportFolder)
{
    const auto readJson = [](const QString &path) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(path));
        return account::AccountJson::parse(file.readAll().toStdString());
    };
    std::map<QString, size_t> stored;
    for (const QString &file : QDir(exportFolder + QStringLiteral("/containers")).entryList({QStringLiteral("*.json")})) {
        const QString container = file.chopped(5);
        const account::AccountJson definition = readJson(exportFolder + QStringLiteral("/containers/") + file);
        const account::AccountJson samples
            = readJson(exportFolder + QStringLiteral("/samples/%1.sample.json").arg(container));
        const QString link = QStringLiteral("dbs/%1/colls/%2").arg(database, container);
        for (const account::AccountJson &document : samples) {
            account::AccountJson key = account::AccountJson::array();
            for (const account::AccountJson &path : definition["partitionKey"]["paths"])
                key.push_back(document.value(path.get<std::string>().substr(1), account::AccountJson()));
            const account::Response created = client.send("POST", QStringLiteral("docs"), link,
                link + QStringLiteral("/docs"), QByteArray::fromStdString(document.dump()),
                {{"x-ms-documentdb-partitionkey", QByteArray::fromStdString(key.dump())}});
            if (!created.ok())
                qFatal("cannot store a sample document: %s", qPrintable(created.error));
        }
        stored[container] = samples.size();
    }
    return stored;
}

} // namespace cosmos::test
