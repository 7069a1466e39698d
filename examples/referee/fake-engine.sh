#!/bin/sh
# A fake CECP engine for ferz-referee's tests (examples/CMakeLists.txt):
#   fake-engine.sh illegal     answers the first `go` with `move e2e5`, which no chess piece can play
#   fake-engine.sh false-mate  answers the first `go` with `1-0 {White mates}` at the start position
#   fake-engine.sh silent      never finishes its features (the referee must give up, not hang)
#   fake-engine.sh legs        defines chess with the lion for a queen (setup, piece), answers the first
#                              `go` with a move a leg at a time (`move e2e3,` then `move e3e4`: e2e4,
#                              its relay empty), the second with `move e2e5`
mode=${1:-illegal}
goes=0
while read -r command argument rest; do
    case $command in
        protover)
            [ "$mode" = silent ] && continue
            echo 'feature myname="fake-engine" ping=1 setboard=0 done=1' ;;
        ping) echo "pong $argument" ;;
        new)
            if [ "$mode" = legs ]; then
                echo 'setup (PNBRQKpnbrqk) 8x8+0_fairy rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
                echo 'piece Q& KNADcaKcabKmabK'
            fi ;;
        go)
            goes=$((goes + 1))
            if [ "$mode" = false-mate ]; then echo '1-0 {White mates}'
            elif [ "$mode" = legs ] && [ $goes = 1 ]; then echo 'move e2e3,'; echo 'move e3e4'
            else echo 'move e2e5'; fi ;;
        quit) exit 0 ;;
    esac
done
