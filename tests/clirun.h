// SPDX-License-Identifier: MIT
#pragma once
// Runs the real cosmos-modeler-cli binary: exit codes and messages are its contract.

#include <QEventLoop>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTimer>

namespace cosmos::test {

struct CliRun {
    int exitCode = -1;
    QString out;
    QString err;
};

// The inherited environment with the account key in `variable` and nowhere else (none
// when `key` is null).
inline QProcessEnvironment environmentWithKey(
    const QByteArray &key, const QString &variable = QStringLiteral("COSMOS_KEY"))
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("COSMOS_KEY"));
    if (!key.isNull())
        environment.insert(variable, QString::fromLatin1(key));
    return environment;
}

// `environment` replaces the inherited one when not empty (a test that sets the
// account key passes it here, never on the command line). The wait runs the test's
// event loop, so a server the test itself runs (tests/stubserver.h) keeps answering.
inline CliRun runCli(const QStringList &arguments, const QProcessEnvironment &environment = {}, int timeoutMs = 60000)
{
    QProcess process;
    if (!environment.isEmpty())
        process.setProcessEnvironment(environment);
    process.start(QStringLiteral(COSMOS_CLI), arguments);
    if (!process.waitForStarted(timeoutMs))
        qFatal("cosmos-modeler-cli did not start");
    QEventLoop loop;
    QObject::connect(&process, &QProcess::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    if (process.state() != QProcess::NotRunning)
        loop.exec();
    if (process.state() != QProcess::NotRunning)
        qFatal("cosmos-modeler-cli did not finish");
    return CliRun {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

} // namespace cosmos::test
