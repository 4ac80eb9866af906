// SPDX-License-Identifier: MIT
#include "recoverydialog.h"

#include "views/common/wrappinglabel.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace cosmos {

RecoveryDialog::RecoveryDialog(const QList<RecoveryInfo> &recoveries, QWidget *parent)
    : QDialog(parent)
    , m_recoveries(recoveries)
{
    setWindowTitle(tr("Recover Unsaved Work"));
    // Never shorter than its wrapped text, however narrow the dialog is made.
    auto *intro = new WrappingLabel(this);
    intro->setText(tr("Cosmos Modeler did not close normally. These models had changes that were not saved; a copy "
                      "of each was kept."));
    for (const RecoveryInfo &info : recoveries)
        new QListWidgetItem(describe(info), m_list);
    m_list->setCurrentRow(0);
    m_list->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(this);
    QPushButton *restore = buttons->addButton(tr("Restore"), QDialogButtonBox::AcceptRole);
    QPushButton *discard = buttons->addButton(tr("Discard All"), QDialogButtonBox::DestructiveRole);
    buttons->addButton(tr("Decide Later"), QDialogButtonBox::RejectRole);
    connect(restore, &QPushButton::clicked, this, [this]() {
        if (m_list->currentRow() >= 0)
            m_chosen = m_recoveries.at(m_list->currentRow());
        accept();
    });
    connect(discard, &QPushButton::clicked, this, [this]() {
        for (const RecoveryInfo &info : std::as_const(m_recoveries))
            RecoveryFiles::remove(info);
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    resize(560, 320);
}

QString RecoveryDialog::describe(const RecoveryInfo &info)
{
    const QString source
        = info.originalPath.isEmpty() ? tr("a new, never saved model") : QFileInfo(info.originalPath).fileName();
    // One arg() call: a model name containing "%3" must not be substituted again.
    return tr("%1 (%2)\n%3 entities, %4 relationships, %5 access patterns — %6 unsaved edit(s), copy saved %7")
        .arg(info.applicationName.isEmpty() ? tr("Untitled") : info.applicationName, source,
            QString::number(info.entities), QString::number(info.relationships), QString::number(info.accessPatterns),
            QString::number(info.edits), QLocale().toString(info.savedAt, QLocale::ShortFormat));
}

} // namespace cosmos
