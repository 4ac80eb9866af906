// SPDX-License-Identifier: MIT
#include "orderedjson.h"

#include <cstddef>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace cosmos {

namespace {

using OrderedJson = nlohmann::ordered_json;

// Builds the value from nlohmann's SAX events (its parser keeps its own stack, so no
// depth recurses here either).
class LinearBuilder : public nlohmann::json_sax<OrderedJson> {
public:
    LinearBuilder(OrderedJson &root, JsonParseError *error)
        : m_root(root)
        , m_error(error)
    { }

    bool null() override { return place(nullptr); }
    bool boolean(bool value) override { return place(value); }
    bool number_integer(number_integer_t value) override { return place(value); }
    bool number_unsigned(number_unsigned_t value) override { return place(value); }
    bool number_float(number_float_t value, const string_t &) override { return place(value); }
    bool string(string_t &value) override { return place(std::move(value)); }
    bool binary(binary_t &value) override { return place(OrderedJson::binary(std::move(value))); }
    bool start_object(std::size_t) override { return open(OrderedJson::object()); }
    bool key(string_t &name) override
    {
        m_key = std::move(name);
        return true;
    }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override { return open(OrderedJson::array()); }
    bool end_array() override { return close(); }
    bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &problem) override
    {
        if (m_error)
            *m_error = {problem.id, problem.what()};
        return false;
    }

private:
    // Objects up to this many members find a repeated name by looking; larger ones
    // keep an index of their names.
    static constexpr size_t kLookedUpMembers = 16;

    struct Open {
        OrderedJson *value;
        std::unique_ptr<std::unordered_map<std::string, size_t>> names; // for a large object
    };

    // Where the next value goes: the root, the open array's end, or the open object's
    // member named by the last key (an existing one when the name repeats).
    OrderedJson *place(OrderedJson &&value)
    {
        if (m_open.empty()) {
            m_root = std::move(value);
            return &m_root;
        }
        Open &parent = m_open.back();
        if (parent.value->is_array()) {
            auto &items = parent.value->get_ref<OrderedJson::array_t &>();
            items.push_back(std::move(value));
            return &items.back();
        }
        auto &members = parent.value->get_ref<OrderedJson::object_t &>();
        if (OrderedJson *existing = member(parent, members)) {
            *existing = std::move(value);
            return existing;
        }
        if (parent.names)
            parent.names->emplace(m_key, members.size());
        members.emplace_back(std::move(m_key), std::move(value));
        if (!parent.names && members.size() > kLookedUpMembers) {
            parent.names = std::make_unique<std::unordered_map<std::string, size_t>>();
            for (size_t i = 0; i < members.size(); ++i)
                parent.names->emplace(memberAt(members, i).first, i);
        }
        return &members.back().second;
    }

    // ordered_map's operator[] takes a name; its members are a vector underneath.
    static OrderedJson::object_t::value_type &memberAt(OrderedJson::object_t &members, size_t index)
    {
        return *(members.begin() + std::ptrdiff_t(index));
    }

    OrderedJson *member(Open &parent, OrderedJson::object_t &members) const
    {
        if (parent.names) {
            const auto found = parent.names->find(m_key);
            return found == parent.names->end() ? nullptr : &memberAt(members, found->second).second;
        }
        for (auto &each : members)
            if (each.first == m_key)
                return &each.second;
        return nullptr;
    }

    bool open(OrderedJson &&container)
    {
        // An open container is only ever the last item of its parent, which does not
        // grow until it is closed: the pointer stays valid.
        m_open.push_back({place(std::move(container)), nullptr});
        return true;
    }

    bool close()
    {
        m_open.pop_back();
        return true;
    }

    OrderedJson &m_root;
    JsonParseError *m_error;
    std::vector<Open> m_open;
    std::string m_key;
};

} // namespace

std::optional<nlohmann::ordered_json> parseOrderedJson(std::string_view text, JsonParseError *error)
{
    OrderedJson root;
    LinearBuilder builder(root, error);
    if (!OrderedJson::sax_parse(text, &builder))
        return std::nullopt;
    return root;
}

} // namespace cosmos
