// SPDX-License-Identifier: MIT
#include "accountkeychain.h"

#include <QEventLoop>

#include <qt6keychain/keychain.h>

namespace cosmos {

namespace {

const QString kService = QStringLiteral("Cosmos Modeler account keys");

// Keychain jobs answer asynchronously (over D-Bus); the dialog waits for them.
void runAndWait(QKeychain::Job &job)
{
    job.setAutoDelete(false);
    // Never QtKeychain's plain-text fallback, which would write the key into the settings.
    job.setInsecureFallback(false);
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec();
}

} // namespace

std::optional<QByteArray> AccountKeychain::read(const QString &endpoint)
{
    QKeychain::ReadPasswordJob job(kService);
    job.setKey(endpoint);
    runAndWait(job);
    if (job.error() != QKeychain::NoError || job.binaryData().isEmpty())
        return std::nullopt;
    return job.binaryData();
}

bool AccountKeychain::store(const QString &endpoint, const QByteArray &key, QString *error)
{
    QKeychain::WritePasswordJob job(kService);
    job.setKey(endpoint);
    job.setBinaryData(key);
    runAndWait(job);
    if (job.error() == QKeychain::NoError)
        return true;
    if (error)
        *error = job.errorString();
    return false;
}

void AccountKeychain::forget(const QString &endpoint)
{
    QKeychain::DeletePasswordJob job(kService);
    job.setKey(endpoint);
    runAndWait(job);
}

} // namespace cosmos
