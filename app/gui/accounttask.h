// SPDX-License-Identifier: MIT
#pragma once

#include "accountconnectiondialog.h"
#include "backgroundtask.h"

#include "account/cosmosclient.h"

namespace cosmos {

// What every account task on the worker thread starts from (File › Import and the Model
// menu's Deploy, Compare and Measure): the client options of the chosen connection,
// cancelled through the task's progress.
account::ClientOptions accountClientOptions(
    const AccountProfile &profile, const QByteArray &key, const BackgroundTask::Progress &progress);

// A failed account task: its error, a refused key said as such, a cancel as a cancel.
TaskOutcome accountFailure(account::Failure failure, const QString &error);

} // namespace cosmos
