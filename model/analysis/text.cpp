// SPDX-License-Identifier: MIT
#include "text.h"

#include <QCoreApplication>

namespace cosmos {

namespace {

// As QCoreApplication::translate does after translating: %n is the count.
QString withCount(QString text, int n)
{
    if (n < 0)
        return text;
    text.replace(QLatin1String("%Ln"), QString::number(n));
    text.replace(QLatin1String("%n"), QString::number(n));
    return text;
}

QString applyCall(const QString &text, const QStringList &a)
{
    switch (a.size()) {
    case 1:
        return text.arg(a[0]);
    case 2:
        return text.arg(a[0], a[1]);
    case 3:
        return text.arg(a[0], a[1], a[2]);
    case 4:
        return text.arg(a[0], a[1], a[2], a[3]);
    case 5:
        return text.arg(a[0], a[1], a[2], a[3], a[4]);
    case 6:
        return text.arg(a[0], a[1], a[2], a[3], a[4], a[5]);
    case 7:
        return text.arg(a[0], a[1], a[2], a[3], a[4], a[5], a[6]);
    case 8:
        return text.arg(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]);
    case 9:
        return text.arg(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8]);
    }
    return text;
}

} // namespace

const Language &Language::english()
{
    static const Language language(false);
    return language;
}

const Language &Language::interface()
{
    static const Language language(true);
    return language;
}

QString Language::translate(const char *context, const char *source, const char *disambiguation, int n) const
{
    if (m_translated)
        return QCoreApplication::translate(context, source, disambiguation, n);
    return withCount(QString::fromUtf8(source), n);
}

struct Text::Node {
    enum class Kind { Literal, Translatable, Template, Joined, Applied, Lowered };
    Kind kind = Kind::Literal;
    QString literal;                // Literal: the words; Joined: the separator
    const char *context = nullptr;  // Translatable, Template
    QByteArray source;              // UTF-8
    const char *disambiguation = nullptr;
    int n = -1;
    QStringList names;              // Template: the {name}s …
    std::vector<Text> parts;        // … their values; Joined: the parts; Applied: the arguments of one arg()
    Text base;                      // Applied, Lowered: the text they apply to
};

Text::Text(std::shared_ptr<const Node> node)
    : m_node(std::move(node))
{ }

Text::Text(const QString &literal)
{
    if (literal.isEmpty())
        return; // the empty text needs no node
    auto node = std::make_shared<Node>();
    node->literal = literal;
    m_node = std::move(node);
}

Text Text::translatable(const char *context, const char *source, const char *disambiguation, int n)
{
    auto node = std::make_shared<Node>();
    node->kind = Node::Kind::Translatable;
    node->context = context;
    node->source = QByteArray::fromRawData(source, qsizetype(qstrlen(source)));
    node->disambiguation = disambiguation;
    node->n = n;
    return Text(std::move(node));
}

Text Text::translatableTemplate(const char *context, const QString &source, const QHash<QString, Text> &values)
{
    auto node = std::make_shared<Node>();
    node->kind = Node::Kind::Template;
    node->context = context;
    node->source = source.toUtf8();
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        node->names << it.key();
        node->parts.push_back(it.value());
    }
    return Text(std::move(node));
}

Text Text::joined(std::vector<Text> parts, const QString &separator)
{
    auto node = std::make_shared<Node>();
    node->kind = Node::Kind::Joined;
    node->literal = separator;
    node->parts = std::move(parts);
    return Text(std::move(node));
}

Text Text::arg(const Text &a) const
{
    return args({a});
}

Text Text::args(std::vector<Text> arguments) const
{
    auto node = std::make_shared<Node>();
    node->kind = Node::Kind::Applied;
    node->base = *this;
    node->parts = std::move(arguments);
    return Text(std::move(node));
}

Text Text::toLower() const
{
    auto node = std::make_shared<Node>();
    node->kind = Node::Kind::Lowered;
    node->base = *this;
    return Text(std::move(node));
}

QString Text::render(const Language &language) const
{
    if (!m_node)
        return {};
    const Node &node = *m_node;
    switch (node.kind) {
    case Node::Kind::Literal:
        return node.literal;
    case Node::Kind::Translatable:
        return language.translate(node.context, node.source.constData(), node.disambiguation, node.n);
    case Node::Kind::Template: {
        QHash<QString, QString> values;
        for (qsizetype i = 0; i < node.names.size(); ++i)
            values.insert(node.names[i], node.parts[size_t(i)].render(language));
        return fillTemplate(language.translate(node.context, node.source.constData(), nullptr, -1), values);
    }
    case Node::Kind::Joined: {
        QStringList parts;
        for (const Text &part : node.parts)
            parts << part.render(language);
        return parts.join(node.literal);
    }
    case Node::Kind::Applied: {
        QStringList arguments;
        for (const Text &a : node.parts)
            arguments << a.render(language);
        return applyCall(node.base.render(language), arguments);
    }
    case Node::Kind::Lowered:
        return node.base.render(language).toLower();
    }
    return {};
}

bool Text::isEmpty() const
{
    if (!m_node)
        return true;
    if (m_node->kind == Node::Kind::Literal)
        return m_node->literal.isEmpty();
    return english().isEmpty();
}

bool Text::operator==(const Text &other) const
{
    return m_node == other.m_node || english() == other.english();
}

QString fillTemplate(const QString &text, const QHash<QString, QString> &values)
{
    // A plain scan rather than a regular expression: it runs four times per finding.
    QString out;
    out.reserve(text.size() + 64);
    qsizetype i = 0;
    while (i < text.size()) {
        const qsizetype open = text.indexOf(QLatin1Char('{'), i);
        if (open < 0)
            break;
        const qsizetype close = text.indexOf(QLatin1Char('}'), open + 1);
        if (close < 0)
            break;
        out += QStringView(text).mid(i, open - i);
        const QStringView name = QStringView(text).mid(open + 1, close - open - 1);
        const auto value = values.constFind(name.toString());
        if (value != values.constEnd())
            out += *value;
        else
            out += QStringView(text).mid(open, close - open + 1);
        i = close + 1;
    }
    out += QStringView(text).mid(i);
    return out;
}

QStringList Texts::render(const Language &language) const
{
    QStringList out;
    out.reserve(size());
    for (const Text &text : *this)
        out << text.render(language);
    return out;
}

} // namespace cosmos
