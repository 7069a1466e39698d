// examples/engine/file_variants.cpp: the games of variants read from text (file_variants.hpp), in a
// translation unit of their own that both example engines link. The generator for run-time variants
// (one per bitboard width, ferz::features::all) is compiled once for all programs of the build, in
// ferz_dynamic_instances (cmake/FerzInstances.cmake; ferz/dynamic_instances.hpp).
#include "engine/file_variants.hpp"

#include "ferz/dynamic_instances.hpp"  // the run-time generator: compiled once, in ferz_dynamic_instances
#include "ferz/tables/dynamic_model.hpp"

namespace engine {

namespace {

template <std::size_t Bits>
std::unique_ptr<game> make_width(const ferz::variant_def& definition, std::string& why) {
    auto variant = ferz::make_dynamic_variant<Bits>(definition);
    if (!variant) {
        why = variant.error().message();
        return nullptr;
    }
    return std::make_unique<game_of<ferz::dynamic<Bits>>>(*variant);
}

}  // namespace

std::unique_ptr<game> make_file_game(const ferz::variant_def& definition, std::string& why) {
    const int squares = definition.files * definition.ranks;
    if (squares <= 64) return make_width<64>(definition, why);
    if (squares <= 128) return make_width<128>(definition, why);
    return make_width<256>(definition, why);
}

}  // namespace engine
