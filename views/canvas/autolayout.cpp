// SPDX-License-Identifier: MIT
#include "autolayout.h"

#include <QWidget>

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <set>
#include <string_view>

namespace cosmos {

namespace {

constexpr double kPointsPerInch = 72.0;

char *text(const char *literal)
{
    return const_cast<char *>(literal); // cgraph's API predates const
}

void set(void *object, const char *name, const QByteArray &value)
{
    agsafeset(object, text(name), const_cast<char *>(value.constData()), text(""));
}

constexpr double kCardGap = 60;   // between the cards of a column
constexpr double kColumnGap = 120; // between columns, room for a frame's margin
constexpr double kRowGap = 160;    // between rows of columns

// Containers side by side, cards of a container in a column, the columns wrapped into
// rows so that the drawing has about the view's width-to-height ratio. Linear in the
// cards: what a model too large for "dot" gets.
std::map<QString, QPointF> gridLayout(const Analysis &analysis, const std::map<QString, QSizeF> &sizes, double aspect)
{
    struct Column {
        std::vector<std::pair<QString, QSizeF>> cards;
        double width = 0, height = 0;
    };
    std::vector<Column> columns;
    std::set<QString> placed;
    auto addColumn = [&](const QStringList &ids) {
        Column column;
        for (const QString &id : ids) {
            const auto size = sizes.find(id);
            if (size == sizes.end() || !placed.insert(id).second)
                continue;
            column.cards.emplace_back(id, size->second);
            column.width = std::max(column.width, size->second.width());
            column.height += size->second.height() + kCardGap;
        }
        if (!column.cards.empty())
            columns.push_back(std::move(column));
    };
    for (const ContainerAnalysis &container : analysis.containers)
        addColumn(container.entities);
    for (const auto &[id, size] : sizes)
        addColumn({id});
    double area = 0;
    for (const Column &column : columns)
        area += (column.width + kColumnGap) * (column.height + kRowGap);
    // A row as wide as a drawing of this area and ratio is, but never narrower than its widest column.
    const double rowWidth = std::sqrt(area * std::max(0.2, aspect));
    std::map<QString, QPointF> positions;
    double x = 0, y = 0, rowHeight = 0;
    for (const Column &column : columns) {
        if (x > 0 && x + column.width > rowWidth) {
            x = 0;
            y += rowHeight + kRowGap;
            rowHeight = 0;
        }
        double cardY = y;
        for (const auto &[id, size] : column.cards) {
            positions[id] = QPointF(x, cardY);
            cardY += size.height() + kCardGap;
        }
        rowHeight = std::max(rowHeight, column.height);
        x += column.width + kColumnGap;
    }
    return positions;
}

// One run of "dot" in the given direction ("TB" or "LR"): the cards' top-left
// positions and the size of the whole drawing, frames' margins included.
struct DotLayout {
    std::map<QString, QPointF> positions;
    QSizeF size;
};

std::optional<DotLayout> dotLayout(const Model &model, const Analysis &analysis,
    const std::map<QString, QSizeF> &cardSizes, const char *rankdir, double rankGap)
{
    std::unique_ptr<GVC_t, int (*)(GVC_t *)> context(gvContext(), gvFreeContext);
    std::unique_ptr<Agraph_t, int (*)(Agraph_t *)> graph(agopen(text("model"), Agdirected, nullptr), agclose);
    if (!context || !graph)
        return std::nullopt;
    Agraph_t *g = graph.get();
    agattr(g, AGRAPH, text("rankdir"), text(rankdir));
    agattr(g, AGRAPH, text("nodesep"), text("0.9"));
    // Top-down, a connector's label lies across the gap between ranks, where 1.1 inch is
    // room enough; left to right it lies along it, and the gap must hold its width.
    const bool leftToRight = std::string_view(rankdir) == "LR";
    QByteArray ranksep = QByteArray::number(std::max(1.1, leftToRight ? rankGap / kPointsPerInch : 0.0), 'f', 3);
    agattr(g, AGRAPH, text("ranksep"), ranksep.data());
    agattr(g, AGRAPH, text("margin"), text("0"));
    agattr(g, AGRAPH, text("label"), text(""));
    agattr(g, AGNODE, text("shape"), text("box"));
    agattr(g, AGNODE, text("fixedsize"), text("true"));
    agattr(g, AGNODE, text("label"), text(""));
    agattr(g, AGNODE, text("width"), text("1"));
    agattr(g, AGNODE, text("height"), text("1"));

    std::map<QString, Agnode_t *> nodes;
    auto addNode = [&](Agraph_t *parent, const QString &id) {
        const auto size = cardSizes.find(id);
        if (size == cardSizes.end() || nodes.count(id))
            return;
        const QByteArray name = id.toUtf8();
        Agnode_t *node = agnode(parent, const_cast<char *>(name.constData()), 1);
        // Room for the frame label above each container's cards is added by the cluster margin.
        set(node, "width", QByteArray::number(size->second.width() / kPointsPerInch, 'f', 3));
        set(node, "height", QByteArray::number(size->second.height() / kPointsPerInch, 'f', 3));
        nodes[id] = node;
    };
    int cluster = 0;
    for (const ContainerAnalysis &container : analysis.containers) {
        if (container.edgeContainer)
            continue;
        const QByteArray name = "cluster_" + QByteArray::number(cluster++);
        Agraph_t *sub = agsubg(g, const_cast<char *>(name.constData()), 1);
        set(sub, "margin", "40");
        set(sub, "label", "");
        for (const QString &id : container.entities)
            addNode(sub, id);
    }
    for (const auto &[id, size] : cardSizes)
        addNode(g, id);
    for (const Relationship &r : model.relationships) {
        const auto from = nodes.find(r.from);
        const auto to = nodes.find(r.to);
        if (from != nodes.end() && to != nodes.end() && from->second != to->second)
            agedge(g, from->second, to->second, nullptr, 1);
    }

    if (gvLayout(context.get(), g, "dot") != 0)
        return std::nullopt;
    DotLayout out;
    const boxf box = GD_bb(g);
    out.size = QSizeF(box.UR.x - box.LL.x, box.UR.y - box.LL.y);
    for (const auto &[id, node] : nodes) {
        const QSizeF size = cardSizes.at(id);
        // Graphviz gives centres with y growing upwards; cards want top-left, y down.
        const double x = ND_coord(node).x - size.width() / 2;
        const double y = (box.UR.y - ND_coord(node).y) - size.height() / 2;
        out.positions[id] = QPointF(std::round(x / 20) * 20, std::round(y / 20) * 20);
    }
    gvFreeLayout(context.get(), g);
    return out;
}

// How large the drawing shows in a view of that width-to-height ratio: the scale
// that fits it, in a view one unit tall.
double fitScale(QSizeF drawing, double aspect)
{
    if (drawing.width() <= 0 || drawing.height() <= 0)
        return 0;
    return std::min(aspect / drawing.width(), 1.0 / drawing.height());
}

} // namespace

double layoutAspect(const QWidget *viewport)
{
    if (!viewport || viewport->width() <= 200 || viewport->height() <= 100)
        return 16.0 / 9.0;
    return double(viewport->width()) / viewport->height();
}

std::map<QString, QPointF> computeLayout(const Model &model, const Analysis &analysis,
    const std::map<QString, QSizeF> &cardSizes, double aspect, double rankGap)
{
    if (cardSizes.empty())
        return {};
    // "dot" grows faster than the graph does (16,000 cards took more than 20 GB and
    // never finished); past this many cards the columns of the grid are the layout.
    if (cardSizes.size() > kMaxDotCards)
        return gridLayout(analysis, cardSizes, aspect);
    // Parents above their children, or to their left: whichever shows the cards
    // larger in the view (a chain of containers is a tall column one way and a
    // row the other).
    std::optional<DotLayout> best;
    for (const char *direction : {"TB", "LR"}) {
        std::optional<DotLayout> layout = dotLayout(model, analysis, cardSizes, direction, rankGap);
        // A clear gain only: top-down reads as parent-and-child at a glance.
        if (layout && (!best || fitScale(layout->size, aspect) > fitScale(best->size, aspect) * 1.15))
            best = std::move(layout);
    }
    return best ? best->positions : gridLayout(analysis, cardSizes, aspect);
}

} // namespace cosmos
