// SPDX-License-Identifier: MIT
#pragma once

#include "views/document/autosaver.h"

#include <QDialog>
#include <QListWidget>

namespace cosmos {

// Shown at start when recovery copies were left behind by a crash or a kill: what
// each holds and when it was saved, to restore one or discard them.
class RecoveryDialog : public QDialog {
    Q_OBJECT

public:
    explicit RecoveryDialog(const QList<RecoveryInfo> &recoveries, QWidget *parent = nullptr);

    // The copy to restore, if the user chose one.
    std::optional<RecoveryInfo> chosen() const { return m_chosen; }
    static QString describe(const RecoveryInfo &info);

private:
    QList<RecoveryInfo> m_recoveries;
    QListWidget *m_list = new QListWidget(this);
    std::optional<RecoveryInfo> m_chosen;
};

} // namespace cosmos
