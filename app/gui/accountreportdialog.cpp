// SPDX-License-Identifier: MIT
#include "accountreportdialog.h"

#include "views/common/wrappinglabel.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cosmos {

namespace {

QString ru(double value)
{
    return QLocale().toString(value, 'f', 2);
}

QTableWidgetItem *cell(const QString &text, Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *item = new QTableWidgetItem(text);
    item->setTextAlignment(alignment);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

} // namespace

AccountReportDialog::AccountReportDialog(const QString &title, const QString &summary, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(title);
    auto *layout = new QVBoxLayout(this);
    // Never shorter than its wrapped text, however narrow the dialog is made.
    auto *label = new WrappingLabel(this);
    label->setText(summary);
    layout->addWidget(label);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(fontMetrics().averageCharWidth() * 100, fontMetrics().height() * 30);
}

void AccountReportDialog::showLines(const QStringList &lines)
{
    auto *text = new QPlainTextEdit(this);
    text->setReadOnly(true);
    text->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    text->setPlainText(lines.join(QLatin1Char('\n')));
    static_cast<QVBoxLayout *>(layout())->insertWidget(1, text, 1);
}

void AccountReportDialog::showMeasurement(const account::MeasureResult &measurement)
{
    auto *table = new QTableWidget(int(measurement.patterns.size() + measurement.containers.size()), 4, this);
    table->setHorizontalHeaderLabels({tr("Access pattern or container"), tr("Estimated"), tr("Measured"), tr("Runs")});
    table->verticalHeader()->hide();
    // Compact rows: the whole measurement fits on a projector without scrolling.
    table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + fontMetrics().height() / 2);
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
    int row = 0;
    for (const account::PatternMeasurement &pattern : measurement.patterns) {
        table->setItem(row, 0, cell(pattern.id));
        table->setItem(row, 1, cell(tr("%1 RU").arg(ru(pattern.estimatedRu)), right));
        table->setItem(row, 2, cell(pattern.measuredRu ? tr("%1 RU").arg(ru(*pattern.measuredRu)) : QString(), right));
        table->setItem(row, 3, cell(pattern.measuredRu ? QLocale().toString(pattern.samples) : pattern.skipped));
        ++row;
    }
    for (const account::ContainerMeasurement &container : measurement.containers) {
        table->setItem(row, 0, cell(tr("%1 (at peak)").arg(container.name)));
        table->setItem(row, 1, cell(tr("%1 RU/s").arg(ru(container.estimatedRuPerSecondPeak)), right));
        table->setItem(row, 2,
            cell(container.measuredRuPerSecondPeak ? tr("%1 RU/s").arg(ru(*container.measuredRuPerSecondPeak)) : QString(),
                right));
        table->setItem(row, 3, cell(container.measuredRuPerSecondPeak ? QString() : tr("not every pattern measured")));
        ++row;
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    static_cast<QVBoxLayout *>(layout())->insertWidget(1, table, 1);
}

QPushButton *AccountReportDialog::addAction(const QString &text)
{
    QPushButton *button = m_buttons->addButton(text, QDialogButtonBox::AcceptRole);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept, Qt::UniqueConnection);
    return button;
}

} // namespace cosmos
