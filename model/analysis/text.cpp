// SPDX-License-Identifier: MIT
#include "text.h"

#include <QCoreApplication>

#include <variant>

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

// The English source text is the English text: where it counts something, "(s)"
// marks the plural ending, and the count decides it ("1 document", "2 documents").
QString englishPlural(QString text, int n)
{
    if (n >= 0)
        text.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
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
    const QString english = withCount(QString::fromUtf8(source), n);
    if (m_translated) {
        const QString translated = QCoreApplication::translate(context, source, disambiguation, n);
        if (translated != english) // no translator has it: still English
            return translated;
    }
    return englishPlural(english, n);
}

// One node per sentence part, of the smallest shape its kind needs: a large model's
// analysis and advice hold hundreds of thousands of them.
struct Text::Node {
    using Values = std::vector<std::pair<QString, Text>>;
    struct Literal {
        QString words;
    };
    struct Translatable {
        const char *context;
        const char *source; // UTF-8, static
        const char *disambiguation;
        int n;
    };
    struct Template {
        const char *context;
        QByteArray source; // UTF-8, shared by the texts of one catalog template
        // The {name}s and their values, shared by the texts made from one set of
        // values (a finding's message, remedy, recommendation and reason). A list, not
        // the caller's hash: tens of thousands of findings each kept a hash's buckets.
        std::shared_ptr<const Values> values;
    };
    struct Joined {
        QString separator;
        std::vector<Text> parts;
    };
    struct Applied {
        Text base;
        std::vector<Text> arguments; // of one arg()
    };
    struct Lowered {
        Text base;
    };
    std::variant<Literal, Translatable, Template, Joined, Applied, Lowered> part;
};

Text::Text(std::shared_ptr<const Node> node)
    : m_node(std::move(node))
{ }

Text::Text(const QString &literal)
{
    if (literal.isEmpty())
        return; // the empty text needs no node
    m_node = std::make_shared<const Node>(Node {Node::Literal {literal}});
}

Text Text::translatable(const char *context, const char *source, const char *disambiguation, int n)
{
    return Text(std::make_shared<const Node>(Node {Node::Translatable {context, source, disambiguation, n}}));
}

namespace {

// The UTF-8 of a template's source text, shared by every text made from it: a large
// model's advice makes one text per finding from a few dozen catalog templates, and a
// copy each came to tens of megabytes. Per thread, and bounded: sources are the
// catalog's, but nothing stops a caller from passing others.
QByteArray sharedUtf8(const QString &source)
{
    thread_local QHash<QString, QByteArray> converted;
    constexpr qsizetype kMaxShared = 4096;
    const auto it = converted.constFind(source);
    if (it != converted.cend())
        return *it;
    if (converted.size() >= kMaxShared)
        converted.clear();
    return converted.insert(source, source.toUtf8()).value();
}

// The values of a template, shared with the texts made just before from the same
// (implicitly shared) hash: the catalog makes four texts of each finding's values.
template <typename Values> std::shared_ptr<const Values> sharedValues(const QHash<QString, Text> &values)
{
    thread_local QHash<QString, Text> lastHash;
    thread_local std::shared_ptr<const Values> last;
    if (!last || !values.isSharedWith(lastHash)) {
        auto list = std::make_shared<Values>();
        list->reserve(size_t(values.size()));
        for (auto it = values.cbegin(); it != values.cend(); ++it)
            list->emplace_back(it.key(), it.value());
        last = std::move(list);
        lastHash = values;
    }
    return last;
}

} // namespace

Text Text::translatableTemplate(const char *context, const QString &source, const QHash<QString, Text> &values)
{
    return Text(std::make_shared<const Node>(
        Node {Node::Template {context, sharedUtf8(source), sharedValues<Node::Values>(values)}}));
}

Text Text::joined(std::vector<Text> parts, const QString &separator)
{
    return Text(std::make_shared<const Node>(Node {Node::Joined {separator, std::move(parts)}}));
}

Text Text::arg(const Text &a) const
{
    return args({a});
}

Text Text::args(std::vector<Text> arguments) const
{
    return Text(std::make_shared<const Node>(Node {Node::Applied {*this, std::move(arguments)}}));
}

Text Text::toLower() const
{
    return Text(std::make_shared<const Node>(Node {Node::Lowered {*this}}));
}

QString Text::render(const Language &language) const
{
    if (!m_node)
        return {};
    const auto &part = m_node->part;
    if (const auto *literal = std::get_if<Node::Literal>(&part))
        return literal->words;
    if (const auto *text = std::get_if<Node::Translatable>(&part))
        return language.translate(text->context, text->source, text->disambiguation, text->n);
    if (const auto *text = std::get_if<Node::Template>(&part)) {
        QHash<QString, QString> values;
        if (text->values)
            for (const auto &[name, value] : *text->values)
                values.insert(name, value.render(language));
        return fillTemplate(language.translate(text->context, text->source.constData(), nullptr, -1), values);
    }
    if (const auto *joined = std::get_if<Node::Joined>(&part)) {
        QStringList parts;
        parts.reserve(qsizetype(joined->parts.size()));
        for (const Text &p : joined->parts)
            parts << p.render(language);
        return parts.join(joined->separator);
    }
    if (const auto *applied = std::get_if<Node::Applied>(&part)) {
        QStringList arguments;
        arguments.reserve(qsizetype(applied->arguments.size()));
        for (const Text &a : applied->arguments)
            arguments << a.render(language);
        return applyCall(applied->base.render(language), arguments);
    }
    if (const auto *lowered = std::get_if<Node::Lowered>(&part))
        return lowered->base.render(language).toLower();
    return {};
}

bool Text::isEmpty() const
{
    if (!m_node)
        return true;
    if (const auto *literal = std::get_if<Node::Literal>(&m_node->part))
        return literal->words.isEmpty();
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
