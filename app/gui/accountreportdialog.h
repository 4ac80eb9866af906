// SPDX-License-Identifier: MIT
#pragma once

#include "account/measurement.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QStringList>

class QPushButton;

namespace cosmos {

// What a deployment plan, a comparison or a measurement found, shown until closed:
// the plan or the differences one line each, or the measurement as a table of
// estimated and measured charges. `action` (Deploy, Calibrate…) is the one button
// that acts on what is shown; it is absent when there is nothing to act on.
class AccountReportDialog : public QDialog {
    Q_OBJECT

public:
    AccountReportDialog(const QString &title, const QString &summary, QWidget *parent = nullptr);

    void showLines(const QStringList &lines);
    void showMeasurement(const account::MeasureResult &measurement);
    // Adds the acting button; the dialog closes with Accepted when it is pressed.
    QPushButton *addAction(const QString &text);

private:
    QDialogButtonBox *m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
};

} // namespace cosmos
