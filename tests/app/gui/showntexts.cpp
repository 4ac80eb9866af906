// SPDX-License-Identifier: MIT
#include "showntexts.h"

#include "views/canvas/containerframeitem.h"
#include "views/canvas/entityitem.h"
#include "views/canvas/relationshipitem.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QChart>
#include <QChartView>
#include <QAbstractAxis>
#include <QAbstractSeries>
#include <QComboBox>
#include <QDockWidget>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QTabBar>
#include <QTextEdit>

#include <algorithm>

namespace cosmos::test {

namespace {
constexpr int kRowsPerView = 200;

bool onScreen(const QWidget *widget)
{
    return widget->isVisible() && !widget->visibleRegion().isEmpty();
}

void add(QStringList &texts, const char *kind, const QString &text)
{
    if (!text.isEmpty())
        texts << QLatin1String(kind) + QLatin1String(": ") + text;
}

void addItemView(QStringList &texts, const QAbstractItemView *view)
{
    const QAbstractItemModel *model = view->model();
    if (!model)
        return;
    for (int column = 0; column < model->columnCount(); ++column)
        add(texts, "header", model->headerData(column, Qt::Horizontal).toString());
    const auto addRows = [&](const QModelIndex &parent, int depth, auto &&self) -> void {
        const int rows = std::min(model->rowCount(parent), kRowsPerView);
        for (int row = 0; row < rows; ++row)
            for (int column = 0; column < model->columnCount(parent); ++column) {
                const QModelIndex index = model->index(row, column, parent);
                add(texts, "cell", index.data(Qt::DisplayRole).toString());
                add(texts, "cell tip", index.data(Qt::ToolTipRole).toString());
                if (column == 0 && depth < 3)
                    self(index, depth + 1, self);
            }
    };
    addRows(QModelIndex(), 0, addRows);
}

void addChart(QStringList &texts, const QChartView *view)
{
    const QChart *chart = view->chart();
    add(texts, "chart", chart->title());
    for (const QAbstractAxis *axis : chart->axes())
        add(texts, "axis", axis->titleText());
    for (const QAbstractSeries *series : chart->series())
        add(texts, "series", series->name());
}

void addEmbedded(QStringList &texts, const std::vector<EmbeddedCard> &cards)
{
    for (const EmbeddedCard &card : cards) {
        add(texts, "card", card.title + QLatin1Char(' ') + card.multiplicity);
        for (const CardRow &row : card.rows)
            add(texts, "card row", row.name + QLatin1Char(' ') + row.detail);
        addEmbedded(texts, card.embedded);
    }
}

void addScene(QStringList &texts, const QGraphicsScene *scene)
{
    for (const QGraphicsItem *item : scene->items()) {
        add(texts, "item tip", item->toolTip());
        if (const auto *card = qgraphicsitem_cast<const EntityItem *>(item)) {
            add(texts, "card", card->data().name + QLatin1Char(' ') + card->data().footer);
            for (const CardRow &row : card->data().rows)
                add(texts, "card row", row.name + QLatin1Char(' ') + row.detail);
            addEmbedded(texts, card->data().embedded);
        } else if (const auto *frame = qgraphicsitem_cast<const ContainerFrameItem *>(item)) {
            add(texts, "frame", frame->data().summary + QLatin1Char(' ') + frame->data().statusText);
        } else if (const auto *edge = qgraphicsitem_cast<const RelationshipItem *>(item)) {
            add(texts, "connector", edge->data().label);
        }
    }
}

void addWidget(QStringList &texts, const QWidget *widget)
{
    add(texts, "tip", widget->toolTip());
    if (const auto *dock = qobject_cast<const QDockWidget *>(widget))
        add(texts, "dock", dock->windowTitle());
    if (const auto *label = qobject_cast<const QLabel *>(widget))
        add(texts, "label", label->text());
    if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
        add(texts, "button", button->text());
    if (const auto *group = qobject_cast<const QGroupBox *>(widget))
        add(texts, "group", group->title());
    if (const auto *line = qobject_cast<const QLineEdit *>(widget)) {
        add(texts, "placeholder", line->placeholderText());
        add(texts, "field", line->text());
    }
    if (const auto *combo = qobject_cast<const QComboBox *>(widget))
        for (int i = 0; i < combo->count(); ++i)
            add(texts, "choice", combo->itemText(i));
    if (const auto *tabs = qobject_cast<const QTabBar *>(widget))
        for (int i = 0; i < tabs->count(); ++i) {
            add(texts, "tab", tabs->tabText(i));
            add(texts, "tab tip", tabs->tabToolTip(i));
        }
    if (const auto *text = qobject_cast<const QTextEdit *>(widget))
        add(texts, "text", text->toPlainText());
    if (const auto *chart = qobject_cast<const QChartView *>(widget))
        addChart(texts, chart);
    else if (const auto *graphics = qobject_cast<const QGraphicsView *>(widget); graphics && graphics->scene())
        addScene(texts, graphics->scene());
    if (const auto *view = qobject_cast<const QAbstractItemView *>(widget))
        addItemView(texts, view);
}
} // namespace

QStringList shownTexts(QWidget *root)
{
    QStringList texts;
    for (const QAction *action : root->findChildren<QAction *>()) {
        if (action->isSeparator())
            continue;
        add(texts, "action", action->text());
        if (action->toolTip() != QString(action->text()).remove(QLatin1Char('&')))
            add(texts, "action tip", action->toolTip());
        add(texts, "status tip", action->statusTip());
    }
    for (const QMenu *menu : root->findChildren<QMenu *>())
        add(texts, "menu", menu->title());
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (const QWidget *widget : std::as_const(widgets))
        if (onScreen(widget))
            addWidget(texts, widget);
    texts.sort();
    return texts;
}

QString textDifference(const QStringList &expected, const QStringList &actual, int limit)
{
    QStringList missing;
    QStringList extra;
    std::set_difference(expected.begin(), expected.end(), actual.begin(), actual.end(), std::back_inserter(missing));
    std::set_difference(actual.begin(), actual.end(), expected.begin(), expected.end(), std::back_inserter(extra));
    QStringList lines;
    for (const QString &text : missing.mid(0, limit))
        lines << QStringLiteral("missing: ") + text.left(160);
    for (const QString &text : extra.mid(0, limit))
        lines << QStringLiteral("extra: ") + text.left(160);
    return lines.join(QLatin1Char('\n'));
}

} // namespace cosmos::test
