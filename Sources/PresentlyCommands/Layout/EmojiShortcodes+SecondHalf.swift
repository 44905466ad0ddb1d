extension EmojiShortcodes {
  /// The second half of goldmark-emoji's short names (see ``EmojiShortcodes/firstHalf``).
  static let secondHalf = """
    european_post_office 1F3E4 hospital 1F3E5 bank 1F3E6 hotel 1F3E8 love_hotel 1F3E9
    convenience_store 1F3EA school 1F3EB department_store 1F3EC factory 1F3ED japanese_castle 1F3EF
    european_castle 1F3F0 wedding 1F492 tokyo_tower 1F5FC statue_of_liberty 1F5FD church 26EA mosque 1F54C
    hindu_temple 1F6D5 synagogue 1F54D shinto_shrine 26E9-FE0F kaaba 1F54B fountain 26F2 tent 26FA
    foggy 1F301 night_with_stars 1F303 cityscape 1F3D9-FE0F sunrise_over_mountains 1F304 sunrise 1F305
    city_sunset 1F306 city_sunrise 1F307 bridge_at_night 1F309 hotsprings 2668-FE0F carousel_horse 1F3A0
    playground_slide 1F6DD ferris_wheel 1F3A1 roller_coaster 1F3A2 barber 1F488 circus_tent 1F3AA
    steam_locomotive 1F682 railway_car 1F683 bullettrain_side 1F684 bullettrain_front 1F685 train2 1F686
    metro 1F687 light_rail 1F688 station 1F689 tram 1F68A monorail 1F69D mountain_railway 1F69E train 1F68B
    bus 1F68C oncoming_bus 1F68D trolleybus 1F68E minibus 1F690 ambulance 1F691 fire_engine 1F692
    police_car 1F693 oncoming_police_car 1F694 taxi 1F695 oncoming_taxi 1F696 car 1F697 red_car 1F697
    oncoming_automobile 1F698 blue_car 1F699 pickup_truck 1F6FB truck 1F69A articulated_lorry 1F69B
    tractor 1F69C racing_car 1F3CE-FE0F motorcycle 1F3CD-FE0F motor_scooter 1F6F5 manual_wheelchair 1F9BD
    motorized_wheelchair 1F9BC auto_rickshaw 1F6FA bike 1F6B2 kick_scooter 1F6F4 skateboard 1F6F9
    roller_skate 1F6FC busstop 1F68F motorway 1F6E3-FE0F railway_track 1F6E4-FE0F oil_drum 1F6E2-FE0F
    fuelpump 26FD wheel 1F6DE rotating_light 1F6A8 traffic_light 1F6A5 vertical_traffic_light 1F6A6
    stop_sign 1F6D1 construction 1F6A7 anchor 2693 ring_buoy 1F6DF boat 26F5 sailboat 26F5 canoe 1F6F6
    speedboat 1F6A4 passenger_ship 1F6F3-FE0F ferry 26F4-FE0F motor_boat 1F6E5-FE0F ship 1F6A2
    airplane 2708-FE0F small_airplane 1F6E9-FE0F flight_departure 1F6EB flight_arrival 1F6EC parachute 1FA82
    seat 1F4BA helicopter 1F681 suspension_railway 1F69F mountain_cableway 1F6A0 aerial_tramway 1F6A1
    artificial_satellite 1F6F0-FE0F rocket 1F680 flying_saucer 1F6F8 bellhop_bell 1F6CE-FE0F luggage 1F9F3
    hourglass 231B hourglass_flowing_sand 23F3 watch 231A alarm_clock 23F0 stopwatch 23F1-FE0F
    timer_clock 23F2-FE0F mantelpiece_clock 1F570-FE0F clock12 1F55B clock1230 1F567 clock1 1F550
    clock130 1F55C clock2 1F551 clock230 1F55D clock3 1F552 clock330 1F55E clock4 1F553 clock430 1F55F
    clock5 1F554 clock530 1F560 clock6 1F555 clock630 1F561 clock7 1F556 clock730 1F562 clock8 1F557
    clock830 1F563 clock9 1F558 clock930 1F564 clock10 1F559 clock1030 1F565 clock11 1F55A clock1130 1F566
    new_moon 1F311 waxing_crescent_moon 1F312 first_quarter_moon 1F313 moon 1F314 waxing_gibbous_moon 1F314
    full_moon 1F315 waning_gibbous_moon 1F316 last_quarter_moon 1F317 waning_crescent_moon 1F318
    crescent_moon 1F319 new_moon_with_face 1F31A first_quarter_moon_with_face 1F31B
    last_quarter_moon_with_face 1F31C thermometer 1F321-FE0F sunny 2600-FE0F full_moon_with_face 1F31D
    sun_with_face 1F31E ringed_planet 1FA90 star 2B50 star2 1F31F stars 1F320 milky_way 1F30C
    cloud 2601-FE0F partly_sunny 26C5 cloud_with_lightning_and_rain 26C8-FE0F
    sun_behind_small_cloud 1F324-FE0F sun_behind_large_cloud 1F325-FE0F sun_behind_rain_cloud 1F326-FE0F
    cloud_with_rain 1F327-FE0F cloud_with_snow 1F328-FE0F cloud_with_lightning 1F329-FE0F tornado 1F32A-FE0F
    fog 1F32B-FE0F wind_face 1F32C-FE0F cyclone 1F300 rainbow 1F308 closed_umbrella 1F302
    open_umbrella 2602-FE0F umbrella 2614 parasol_on_ground 26F1-FE0F zap 26A1 snowflake 2744-FE0F
    snowman_with_snow 2603-FE0F snowman 26C4 comet 2604-FE0F fire 1F525 droplet 1F4A7 ocean 1F30A
    jack_o_lantern 1F383 christmas_tree 1F384 fireworks 1F386 sparkler 1F387 firecracker 1F9E8 sparkles 2728
    balloon 1F388 tada 1F389 confetti_ball 1F38A tanabata_tree 1F38B bamboo 1F38D dolls 1F38E flags 1F38F
    wind_chime 1F390 rice_scene 1F391 red_envelope 1F9E7 ribbon 1F380 gift 1F381 reminder_ribbon 1F397-FE0F
    tickets 1F39F-FE0F ticket 1F3AB medal_military 1F396-FE0F trophy 1F3C6 medal_sports 1F3C5
    1st_place_medal 1F947 2nd_place_medal 1F948 3rd_place_medal 1F949 soccer 26BD baseball 26BE
    softball 1F94E basketball 1F3C0 volleyball 1F3D0 football 1F3C8 rugby_football 1F3C9 tennis 1F3BE
    flying_disc 1F94F bowling 1F3B3 cricket_game 1F3CF field_hockey 1F3D1 ice_hockey 1F3D2 lacrosse 1F94D
    ping_pong 1F3D3 badminton 1F3F8 boxing_glove 1F94A martial_arts_uniform 1F94B goal_net 1F945 golf 26F3
    ice_skate 26F8-FE0F fishing_pole_and_fish 1F3A3 diving_mask 1F93F running_shirt_with_sash 1F3BD
    ski 1F3BF sled 1F6F7 curling_stone 1F94C dart 1F3AF yo_yo 1FA80 kite 1FA81 gun 1F52B 8ball 1F3B1
    crystal_ball 1F52E magic_wand 1FA84 video_game 1F3AE joystick 1F579-FE0F slot_machine 1F3B0
    game_die 1F3B2 jigsaw 1F9E9 teddy_bear 1F9F8 pinata 1FA85 mirror_ball 1FAA9 nesting_dolls 1FA86
    spades 2660-FE0F hearts 2665-FE0F diamonds 2666-FE0F clubs 2663-FE0F chess_pawn 265F-FE0F
    black_joker 1F0CF mahjong 1F004 flower_playing_cards 1F3B4 performing_arts 1F3AD
    framed_picture 1F5BC-FE0F art 1F3A8 thread 1F9F5 sewing_needle 1FAA1 yarn 1F9F6 knot 1FAA2
    eyeglasses 1F453 dark_sunglasses 1F576-FE0F goggles 1F97D lab_coat 1F97C safety_vest 1F9BA necktie 1F454
    shirt 1F455 tshirt 1F455 jeans 1F456 scarf 1F9E3 gloves 1F9E4 coat 1F9E5 socks 1F9E6 dress 1F457
    kimono 1F458 sari 1F97B one_piece_swimsuit 1FA71 swim_brief 1FA72 shorts 1FA73 bikini 1F459
    womans_clothes 1F45A folding_hand_fan 1FAAD purse 1F45B handbag 1F45C pouch 1F45D shopping 1F6CD-FE0F
    school_satchel 1F392 thong_sandal 1FA74 mans_shoe 1F45E shoe 1F45E athletic_shoe 1F45F hiking_boot 1F97E
    flat_shoe 1F97F high_heel 1F460 sandal 1F461 ballet_shoes 1FA70 boot 1F462 hair_pick 1FAAE crown 1F451
    womans_hat 1F452 tophat 1F3A9 mortar_board 1F393 billed_cap 1F9E2 military_helmet 1FA96
    rescue_worker_helmet 26D1-FE0F prayer_beads 1F4FF lipstick 1F484 ring 1F48D gem 1F48E mute 1F507
    speaker 1F508 sound 1F509 loud_sound 1F50A loudspeaker 1F4E2 mega 1F4E3 postal_horn 1F4EF bell 1F514
    no_bell 1F515 musical_score 1F3BC musical_note 1F3B5 notes 1F3B6 studio_microphone 1F399-FE0F
    level_slider 1F39A-FE0F control_knobs 1F39B-FE0F microphone 1F3A4 headphones 1F3A7 radio 1F4FB
    saxophone 1F3B7 accordion 1FA97 guitar 1F3B8 musical_keyboard 1F3B9 trumpet 1F3BA violin 1F3BB
    banjo 1FA95 drum 1F941 long_drum 1FA98 maracas 1FA87 flute 1FA88 iphone 1F4F1 calling 1F4F2
    phone 260E-FE0F telephone 260E-FE0F telephone_receiver 1F4DE pager 1F4DF fax 1F4E0 battery 1F50B
    low_battery 1FAAB electric_plug 1F50C computer 1F4BB desktop_computer 1F5A5-FE0F printer 1F5A8-FE0F
    keyboard 2328-FE0F computer_mouse 1F5B1-FE0F trackball 1F5B2-FE0F minidisc 1F4BD floppy_disk 1F4BE
    cd 1F4BF dvd 1F4C0 abacus 1F9EE movie_camera 1F3A5 film_strip 1F39E-FE0F film_projector 1F4FD-FE0F
    clapper 1F3AC tv 1F4FA camera 1F4F7 camera_flash 1F4F8 video_camera 1F4F9 vhs 1F4FC mag 1F50D
    mag_right 1F50E candle 1F56F-FE0F bulb 1F4A1 flashlight 1F526 izakaya_lantern 1F3EE lantern 1F3EE
    diya_lamp 1FA94 notebook_with_decorative_cover 1F4D4 closed_book 1F4D5 book 1F4D6 open_book 1F4D6
    green_book 1F4D7 blue_book 1F4D8 orange_book 1F4D9 books 1F4DA notebook 1F4D3 ledger 1F4D2
    page_with_curl 1F4C3 scroll 1F4DC page_facing_up 1F4C4 newspaper 1F4F0 newspaper_roll 1F5DE-FE0F
    bookmark_tabs 1F4D1 bookmark 1F516 label 1F3F7-FE0F moneybag 1F4B0 coin 1FA99 yen 1F4B4 dollar 1F4B5
    euro 1F4B6 pound 1F4B7 money_with_wings 1F4B8 credit_card 1F4B3 receipt 1F9FE chart 1F4B9
    envelope 2709-FE0F email 1F4E7 e-mail 1F4E7 incoming_envelope 1F4E8 envelope_with_arrow 1F4E9
    outbox_tray 1F4E4 inbox_tray 1F4E5 package 1F4E6 mailbox 1F4EB mailbox_closed 1F4EA
    mailbox_with_mail 1F4EC mailbox_with_no_mail 1F4ED postbox 1F4EE ballot_box 1F5F3-FE0F pencil2 270F-FE0F
    black_nib 2712-FE0F fountain_pen 1F58B-FE0F pen 1F58A-FE0F paintbrush 1F58C-FE0F crayon 1F58D-FE0F
    memo 1F4DD pencil 1F4DD briefcase 1F4BC file_folder 1F4C1 open_file_folder 1F4C2
    card_index_dividers 1F5C2-FE0F date 1F4C5 calendar 1F4C6 spiral_notepad 1F5D2-FE0F
    spiral_calendar 1F5D3-FE0F card_index 1F4C7 chart_with_upwards_trend 1F4C8
    chart_with_downwards_trend 1F4C9 bar_chart 1F4CA clipboard 1F4CB pushpin 1F4CC round_pushpin 1F4CD
    paperclip 1F4CE paperclips 1F587-FE0F straight_ruler 1F4CF triangular_ruler 1F4D0 scissors 2702-FE0F
    card_file_box 1F5C3-FE0F file_cabinet 1F5C4-FE0F wastebasket 1F5D1-FE0F lock 1F512 unlock 1F513
    lock_with_ink_pen 1F50F closed_lock_with_key 1F510 key 1F511 old_key 1F5DD-FE0F hammer 1F528 axe 1FA93
    pick 26CF-FE0F hammer_and_pick 2692-FE0F hammer_and_wrench 1F6E0-FE0F dagger 1F5E1-FE0F
    crossed_swords 2694-FE0F bomb 1F4A3 boomerang 1FA83 bow_and_arrow 1F3F9 shield 1F6E1-FE0F
    carpentry_saw 1FA9A wrench 1F527 screwdriver 1FA9B nut_and_bolt 1F529 gear 2699-FE0F clamp 1F5DC-FE0F
    balance_scale 2696-FE0F probing_cane 1F9AF link 1F517 chains 26D3-FE0F hook 1FA9D toolbox 1F9F0
    magnet 1F9F2 ladder 1FA9C alembic 2697-FE0F test_tube 1F9EA petri_dish 1F9EB dna 1F9EC microscope 1F52C
    telescope 1F52D satellite 1F4E1 syringe 1F489 drop_of_blood 1FA78 pill 1F48A adhesive_bandage 1FA79
    crutch 1FA7C stethoscope 1FA7A x_ray 1FA7B door 1F6AA elevator 1F6D7 mirror 1FA9E window 1FA9F
    bed 1F6CF-FE0F couch_and_lamp 1F6CB-FE0F chair 1FA91 toilet 1F6BD plunger 1FAA0 shower 1F6BF
    bathtub 1F6C1 mouse_trap 1FAA4 razor 1FA92 lotion_bottle 1F9F4 safety_pin 1F9F7 broom 1F9F9 basket 1F9FA
    roll_of_paper 1F9FB bucket 1FAA3 soap 1F9FC bubbles 1FAE7 toothbrush 1FAA5 sponge 1F9FD
    fire_extinguisher 1F9EF shopping_cart 1F6D2 smoking 1F6AC coffin 26B0-FE0F headstone 1FAA6
    funeral_urn 26B1-FE0F nazar_amulet 1F9FF hamsa 1FAAC moyai 1F5FF placard 1FAA7 identification_card 1FAAA
    atm 1F3E7 put_litter_in_its_place 1F6AE potable_water 1F6B0 wheelchair 267F mens 1F6B9 womens 1F6BA
    restroom 1F6BB baby_symbol 1F6BC wc 1F6BE passport_control 1F6C2 customs 1F6C3 baggage_claim 1F6C4
    left_luggage 1F6C5 warning 26A0-FE0F children_crossing 1F6B8 no_entry 26D4 no_entry_sign 1F6AB
    no_bicycles 1F6B3 no_smoking 1F6AD do_not_litter 1F6AF non-potable_water 1F6B1 no_pedestrians 1F6B7
    no_mobile_phones 1F4F5 underage 1F51E radioactive 2622-FE0F biohazard 2623-FE0F arrow_up 2B06-FE0F
    arrow_upper_right 2197-FE0F arrow_right 27A1-FE0F arrow_lower_right 2198-FE0F arrow_down 2B07-FE0F
    arrow_lower_left 2199-FE0F arrow_left 2B05-FE0F arrow_upper_left 2196-FE0F arrow_up_down 2195-FE0F
    left_right_arrow 2194-FE0F leftwards_arrow_with_hook 21A9-FE0F arrow_right_hook 21AA-FE0F
    arrow_heading_up 2934-FE0F arrow_heading_down 2935-FE0F arrows_clockwise 1F503
    arrows_counterclockwise 1F504 back 1F519 end 1F51A on 1F51B soon 1F51C top 1F51D place_of_worship 1F6D0
    atom_symbol 269B-FE0F om 1F549-FE0F star_of_david 2721-FE0F wheel_of_dharma 2638-FE0F yin_yang 262F-FE0F
    latin_cross 271D-FE0F orthodox_cross 2626-FE0F star_and_crescent 262A-FE0F peace_symbol 262E-FE0F
    menorah 1F54E six_pointed_star 1F52F khanda 1FAAF aries 2648 taurus 2649 gemini 264A cancer 264B
    leo 264C virgo 264D libra 264E scorpius 264F sagittarius 2650 capricorn 2651 aquarius 2652 pisces 2653
    ophiuchus 26CE twisted_rightwards_arrows 1F500 repeat 1F501 repeat_one 1F502 arrow_forward 25B6-FE0F
    fast_forward 23E9 next_track_button 23ED-FE0F play_or_pause_button 23EF-FE0F arrow_backward 25C0-FE0F
    rewind 23EA previous_track_button 23EE-FE0F arrow_up_small 1F53C arrow_double_up 23EB
    arrow_down_small 1F53D arrow_double_down 23EC pause_button 23F8-FE0F stop_button 23F9-FE0F
    record_button 23FA-FE0F eject_button 23CF-FE0F cinema 1F3A6 low_brightness 1F505 high_brightness 1F506
    signal_strength 1F4F6 wireless 1F6DC vibration_mode 1F4F3 mobile_phone_off 1F4F4 female_sign 2640-FE0F
    male_sign 2642-FE0F transgender_symbol 26A7-FE0F heavy_multiplication_x 2716-FE0F heavy_plus_sign 2795
    heavy_minus_sign 2796 heavy_division_sign 2797 heavy_equals_sign 1F7F0 infinity 267E-FE0F
    bangbang 203C-FE0F interrobang 2049-FE0F question 2753 grey_question 2754 grey_exclamation 2755
    exclamation 2757 heavy_exclamation_mark 2757 wavy_dash 3030-FE0F currency_exchange 1F4B1
    heavy_dollar_sign 1F4B2 medical_symbol 2695-FE0F recycle 267B-FE0F fleur_de_lis 269C-FE0F trident 1F531
    name_badge 1F4DB beginner 1F530 o 2B55 white_check_mark 2705 ballot_box_with_check 2611-FE0F
    heavy_check_mark 2714-FE0F x 274C negative_squared_cross_mark 274E curly_loop 27B0 loop 27BF
    part_alternation_mark 303D-FE0F eight_spoked_asterisk 2733-FE0F eight_pointed_black_star 2734-FE0F
    sparkle 2747-FE0F copyright A9-FE0F registered AE-FE0F tm 2122-FE0F hash 23-FE0F-20E3
    asterisk 2A-FE0F-20E3 zero 30-FE0F-20E3 one 31-FE0F-20E3 two 32-FE0F-20E3 three 33-FE0F-20E3
    four 34-FE0F-20E3 five 35-FE0F-20E3 six 36-FE0F-20E3 seven 37-FE0F-20E3 eight 38-FE0F-20E3
    nine 39-FE0F-20E3 keycap_ten 1F51F capital_abcd 1F520 abcd 1F521 1234 1F522 symbols 1F523 abc 1F524
    a 1F170-FE0F ab 1F18E b 1F171-FE0F cl 1F191 cool 1F192 free 1F193 information_source 2139-FE0F id 1F194
    m 24C2-FE0F new 1F195 ng 1F196 o2 1F17E-FE0F ok 1F197 parking 1F17F-FE0F sos 1F198 up 1F199 vs 1F19A
    koko 1F201 sa 1F202-FE0F u6708 1F237-FE0F u6709 1F236 u6307 1F22F ideograph_advantage 1F250 u5272 1F239
    u7121 1F21A u7981 1F232 accept 1F251 u7533 1F238 u5408 1F234 u7a7a 1F233 congratulations 3297-FE0F
    secret 3299-FE0F u55b6 1F23A u6e80 1F235 red_circle 1F534 orange_circle 1F7E0 yellow_circle 1F7E1
    green_circle 1F7E2 large_blue_circle 1F535 purple_circle 1F7E3 brown_circle 1F7E4 black_circle 26AB
    white_circle 26AA red_square 1F7E5 orange_square 1F7E7 yellow_square 1F7E8 green_square 1F7E9
    blue_square 1F7E6 purple_square 1F7EA brown_square 1F7EB black_large_square 2B1B white_large_square 2B1C
    black_medium_square 25FC-FE0F white_medium_square 25FB-FE0F black_medium_small_square 25FE
    white_medium_small_square 25FD black_small_square 25AA-FE0F white_small_square 25AB-FE0F
    large_orange_diamond 1F536 large_blue_diamond 1F537 small_orange_diamond 1F538 small_blue_diamond 1F539
    small_red_triangle 1F53A small_red_triangle_down 1F53B diamond_shape_with_a_dot_inside 1F4A0
    radio_button 1F518 white_square_button 1F533 black_square_button 1F532 checkered_flag 1F3C1
    triangular_flag_on_post 1F6A9 crossed_flags 1F38C black_flag 1F3F4 white_flag 1F3F3-FE0F
    rainbow_flag 1F3F3-FE0F-200D-1F308 transgender_flag 1F3F3-FE0F-200D-26A7-FE0F
    pirate_flag 1F3F4-200D-2620-FE0F ascension_island 1F1E6-1F1E8 andorra 1F1E6-1F1E9
    united_arab_emirates 1F1E6-1F1EA afghanistan 1F1E6-1F1EB antigua_barbuda 1F1E6-1F1EC
    anguilla 1F1E6-1F1EE albania 1F1E6-1F1F1 armenia 1F1E6-1F1F2 angola 1F1E6-1F1F4 antarctica 1F1E6-1F1F6
    argentina 1F1E6-1F1F7 american_samoa 1F1E6-1F1F8 austria 1F1E6-1F1F9 australia 1F1E6-1F1FA
    aruba 1F1E6-1F1FC aland_islands 1F1E6-1F1FD azerbaijan 1F1E6-1F1FF bosnia_herzegovina 1F1E7-1F1E6
    barbados 1F1E7-1F1E7 bangladesh 1F1E7-1F1E9 belgium 1F1E7-1F1EA burkina_faso 1F1E7-1F1EB
    bulgaria 1F1E7-1F1EC bahrain 1F1E7-1F1ED burundi 1F1E7-1F1EE benin 1F1E7-1F1EF st_barthelemy 1F1E7-1F1F1
    bermuda 1F1E7-1F1F2 brunei 1F1E7-1F1F3 bolivia 1F1E7-1F1F4 caribbean_netherlands 1F1E7-1F1F6
    brazil 1F1E7-1F1F7 bahamas 1F1E7-1F1F8 bhutan 1F1E7-1F1F9 bouvet_island 1F1E7-1F1FB botswana 1F1E7-1F1FC
    belarus 1F1E7-1F1FE belize 1F1E7-1F1FF canada 1F1E8-1F1E6 cocos_islands 1F1E8-1F1E8
    congo_kinshasa 1F1E8-1F1E9 central_african_republic 1F1E8-1F1EB congo_brazzaville 1F1E8-1F1EC
    switzerland 1F1E8-1F1ED cote_divoire 1F1E8-1F1EE cook_islands 1F1E8-1F1F0 chile 1F1E8-1F1F1
    cameroon 1F1E8-1F1F2 cn 1F1E8-1F1F3 colombia 1F1E8-1F1F4 clipperton_island 1F1E8-1F1F5
    costa_rica 1F1E8-1F1F7 cuba 1F1E8-1F1FA cape_verde 1F1E8-1F1FB curacao 1F1E8-1F1FC
    christmas_island 1F1E8-1F1FD cyprus 1F1E8-1F1FE czech_republic 1F1E8-1F1FF de 1F1E9-1F1EA
    diego_garcia 1F1E9-1F1EC djibouti 1F1E9-1F1EF denmark 1F1E9-1F1F0 dominica 1F1E9-1F1F2
    dominican_republic 1F1E9-1F1F4 algeria 1F1E9-1F1FF ceuta_melilla 1F1EA-1F1E6 ecuador 1F1EA-1F1E8
    estonia 1F1EA-1F1EA egypt 1F1EA-1F1EC western_sahara 1F1EA-1F1ED eritrea 1F1EA-1F1F7 es 1F1EA-1F1F8
    ethiopia 1F1EA-1F1F9 eu 1F1EA-1F1FA european_union 1F1EA-1F1FA finland 1F1EB-1F1EE fiji 1F1EB-1F1EF
    falkland_islands 1F1EB-1F1F0 micronesia 1F1EB-1F1F2 faroe_islands 1F1EB-1F1F4 fr 1F1EB-1F1F7
    gabon 1F1EC-1F1E6 gb 1F1EC-1F1E7 uk 1F1EC-1F1E7 grenada 1F1EC-1F1E9 georgia 1F1EC-1F1EA
    french_guiana 1F1EC-1F1EB guernsey 1F1EC-1F1EC ghana 1F1EC-1F1ED gibraltar 1F1EC-1F1EE
    greenland 1F1EC-1F1F1 gambia 1F1EC-1F1F2 guinea 1F1EC-1F1F3 guadeloupe 1F1EC-1F1F5
    equatorial_guinea 1F1EC-1F1F6 greece 1F1EC-1F1F7 south_georgia_south_sandwich_islands 1F1EC-1F1F8
    guatemala 1F1EC-1F1F9 guam 1F1EC-1F1FA guinea_bissau 1F1EC-1F1FC guyana 1F1EC-1F1FE
    hong_kong 1F1ED-1F1F0 heard_mcdonald_islands 1F1ED-1F1F2 honduras 1F1ED-1F1F3 croatia 1F1ED-1F1F7
    haiti 1F1ED-1F1F9 hungary 1F1ED-1F1FA canary_islands 1F1EE-1F1E8 indonesia 1F1EE-1F1E9
    ireland 1F1EE-1F1EA israel 1F1EE-1F1F1 isle_of_man 1F1EE-1F1F2 india 1F1EE-1F1F3
    british_indian_ocean_territory 1F1EE-1F1F4 iraq 1F1EE-1F1F6 iran 1F1EE-1F1F7 iceland 1F1EE-1F1F8
    it 1F1EE-1F1F9 jersey 1F1EF-1F1EA jamaica 1F1EF-1F1F2 jordan 1F1EF-1F1F4 jp 1F1EF-1F1F5
    kenya 1F1F0-1F1EA kyrgyzstan 1F1F0-1F1EC cambodia 1F1F0-1F1ED kiribati 1F1F0-1F1EE comoros 1F1F0-1F1F2
    st_kitts_nevis 1F1F0-1F1F3 north_korea 1F1F0-1F1F5 kr 1F1F0-1F1F7 kuwait 1F1F0-1F1FC
    cayman_islands 1F1F0-1F1FE kazakhstan 1F1F0-1F1FF laos 1F1F1-1F1E6 lebanon 1F1F1-1F1E7
    st_lucia 1F1F1-1F1E8 liechtenstein 1F1F1-1F1EE sri_lanka 1F1F1-1F1F0 liberia 1F1F1-1F1F7
    lesotho 1F1F1-1F1F8 lithuania 1F1F1-1F1F9 luxembourg 1F1F1-1F1FA latvia 1F1F1-1F1FB libya 1F1F1-1F1FE
    morocco 1F1F2-1F1E6 monaco 1F1F2-1F1E8 moldova 1F1F2-1F1E9 montenegro 1F1F2-1F1EA st_martin 1F1F2-1F1EB
    madagascar 1F1F2-1F1EC marshall_islands 1F1F2-1F1ED macedonia 1F1F2-1F1F0 mali 1F1F2-1F1F1
    myanmar 1F1F2-1F1F2 mongolia 1F1F2-1F1F3 macau 1F1F2-1F1F4 northern_mariana_islands 1F1F2-1F1F5
    martinique 1F1F2-1F1F6 mauritania 1F1F2-1F1F7 montserrat 1F1F2-1F1F8 malta 1F1F2-1F1F9
    mauritius 1F1F2-1F1FA maldives 1F1F2-1F1FB malawi 1F1F2-1F1FC mexico 1F1F2-1F1FD malaysia 1F1F2-1F1FE
    mozambique 1F1F2-1F1FF namibia 1F1F3-1F1E6 new_caledonia 1F1F3-1F1E8 niger 1F1F3-1F1EA
    norfolk_island 1F1F3-1F1EB nigeria 1F1F3-1F1EC nicaragua 1F1F3-1F1EE netherlands 1F1F3-1F1F1
    norway 1F1F3-1F1F4 nepal 1F1F3-1F1F5 nauru 1F1F3-1F1F7 niue 1F1F3-1F1FA new_zealand 1F1F3-1F1FF
    oman 1F1F4-1F1F2 panama 1F1F5-1F1E6 peru 1F1F5-1F1EA french_polynesia 1F1F5-1F1EB
    papua_new_guinea 1F1F5-1F1EC philippines 1F1F5-1F1ED pakistan 1F1F5-1F1F0 poland 1F1F5-1F1F1
    st_pierre_miquelon 1F1F5-1F1F2 pitcairn_islands 1F1F5-1F1F3 puerto_rico 1F1F5-1F1F7
    palestinian_territories 1F1F5-1F1F8 portugal 1F1F5-1F1F9 palau 1F1F5-1F1FC paraguay 1F1F5-1F1FE
    qatar 1F1F6-1F1E6 reunion 1F1F7-1F1EA romania 1F1F7-1F1F4 serbia 1F1F7-1F1F8 ru 1F1F7-1F1FA
    rwanda 1F1F7-1F1FC saudi_arabia 1F1F8-1F1E6 solomon_islands 1F1F8-1F1E7 seychelles 1F1F8-1F1E8
    sudan 1F1F8-1F1E9 sweden 1F1F8-1F1EA singapore 1F1F8-1F1EC st_helena 1F1F8-1F1ED slovenia 1F1F8-1F1EE
    svalbard_jan_mayen 1F1F8-1F1EF slovakia 1F1F8-1F1F0 sierra_leone 1F1F8-1F1F1 san_marino 1F1F8-1F1F2
    senegal 1F1F8-1F1F3 somalia 1F1F8-1F1F4 suriname 1F1F8-1F1F7 south_sudan 1F1F8-1F1F8
    sao_tome_principe 1F1F8-1F1F9 el_salvador 1F1F8-1F1FB sint_maarten 1F1F8-1F1FD syria 1F1F8-1F1FE
    swaziland 1F1F8-1F1FF tristan_da_cunha 1F1F9-1F1E6 turks_caicos_islands 1F1F9-1F1E8 chad 1F1F9-1F1E9
    french_southern_territories 1F1F9-1F1EB togo 1F1F9-1F1EC thailand 1F1F9-1F1ED tajikistan 1F1F9-1F1EF
    tokelau 1F1F9-1F1F0 timor_leste 1F1F9-1F1F1 turkmenistan 1F1F9-1F1F2 tunisia 1F1F9-1F1F3
    tonga 1F1F9-1F1F4 tr 1F1F9-1F1F7 trinidad_tobago 1F1F9-1F1F9 tuvalu 1F1F9-1F1FB taiwan 1F1F9-1F1FC
    tanzania 1F1F9-1F1FF ukraine 1F1FA-1F1E6 uganda 1F1FA-1F1EC us_outlying_islands 1F1FA-1F1F2
    united_nations 1F1FA-1F1F3 us 1F1FA-1F1F8 uruguay 1F1FA-1F1FE uzbekistan 1F1FA-1F1FF
    vatican_city 1F1FB-1F1E6 st_vincent_grenadines 1F1FB-1F1E8 venezuela 1F1FB-1F1EA
    british_virgin_islands 1F1FB-1F1EC us_virgin_islands 1F1FB-1F1EE vietnam 1F1FB-1F1F3 vanuatu 1F1FB-1F1FA
    wallis_futuna 1F1FC-1F1EB samoa 1F1FC-1F1F8 kosovo 1F1FD-1F1F0 yemen 1F1FE-1F1EA mayotte 1F1FE-1F1F9
    south_africa 1F1FF-1F1E6 zambia 1F1FF-1F1F2 zimbabwe 1F1FF-1F1FC
    england 1F3F4-E0067-E0062-E0065-E006E-E0067-E007F scotland 1F3F4-E0067-E0062-E0073-E0063-E0074-E007F
    wales 1F3F4-E0067-E0062-E0077-E006C-E0073-E007F
    """
}
