// SPDX-License-Identifier: MIT
#include "accounttask.h"

#include <QCoreApplication>
#include <QUrl>

namespace cosmos {

account::ClientOptions accountClientOptions(
    const AccountProfile &profile, const QByteArray &key, const BackgroundTask::Progress &progress)
{
    account::ClientOptions options;
    options.endpoint = QUrl(profile.endpoint, QUrl::StrictMode);
    options.key = key;
    options.allowSelfSigned = profile.allowSelfSigned;
    options.cancelled = [progress]() { return !progress(QString(), -1, 0); };
    return options;
}

TaskOutcome accountFailure(account::Failure failure, const QString &error)
{
    TaskOutcome outcome;
    outcome.cancelled = failure == account::Failure::Cancelled;
    outcome.error = failure == account::Failure::Auth
        ? QCoreApplication::translate("cosmos::AccountTask",
              "%1\nThe account refused the key: check that it is this account's key.")
              .arg(error)
        : error;
    return outcome;
}

} // namespace cosmos
