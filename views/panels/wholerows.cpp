// SPDX-License-Identifier: MIT
#include "wholerows.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

#include <algorithm>

namespace cosmos {

namespace {

void fitToWholeRows(QTableView *table, int maxRows)
{
    const int rows = table->model() ? std::min(table->model()->rowCount(), maxRows) : 0;
    int height = 2 * table->frameWidth();
    if (!table->horizontalHeader()->isHidden())
        height += table->horizontalHeader()->sizeHint().height();
    for (int row = 0; row < rows; ++row)
        height += table->rowHeight(row);
    if (rows == 0)
        height += table->verticalHeader()->defaultSectionSize(); // room to say it is empty
    // Columns wider than the table bring a scroll bar that would take the last row's place.
    // Its range says so once the layout has settled (the header's length can pass the
    // viewport's width for a moment while both resize); a change of range fits again.
    if (table->horizontalScrollBar()->maximum() > 0)
        height += table->horizontalScrollBar()->sizeHint().height();
    if (table->height() != height)
        table->setFixedHeight(height);
}

class WholeRowsFitter : public QObject {
public:
    WholeRowsFitter(QTableView *table, int maxRows)
        : QObject(table)
        , m_table(table)
        , m_viewport(table->viewport())
        , m_maxRows(maxRows)
    {
        // The viewport narrows when a vertical scroll bar comes, which can bring the
        // horizontal one: it resizes without the table resizing.
        table->installEventFilter(this);
        m_viewport->installEventFilter(this);
        connect(table->horizontalHeader(), &QHeaderView::sectionResized, this, &WholeRowsFitter::fit);
        connect(table->verticalHeader(), &QHeaderView::sectionResized, this, &WholeRowsFitter::fit);
        connect(table->verticalHeader(), &QHeaderView::sectionCountChanged, this, &WholeRowsFitter::fit);
        connect(table->horizontalScrollBar(), &QScrollBar::rangeChanged, this, &WholeRowsFitter::fit);
        fit();
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // Compared by address only: events also arrive while the table is destroyed.
        if ((watched == m_table || watched == m_viewport)
            && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
            fit();
        return false;
    }

private:
    void fit() { fitToWholeRows(m_table, m_maxRows); }

    QTableView *m_table;
    QWidget *m_viewport;
    int m_maxRows;
};

} // namespace

void keepToWholeRows(QTableView *table, int maxRows)
{
    new WholeRowsFitter(table, maxRows);
}

} // namespace cosmos
